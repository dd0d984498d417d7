import { useLocation, useNavigate } from 'react-router';
import { useTabs } from '../../stores/tabs';

/** A process page done with its work: its tab closes and `then` (a work list) shows. */
export function useCloseTab() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (then: string) => {
    useTabs.getState().closeTab(pathname + search);
    navigate(then);
  };
}
