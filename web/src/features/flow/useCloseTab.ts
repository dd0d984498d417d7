import { useLocation, useNavigate } from 'react-router';
import { useTags } from '../../stores/tags';

/** A process page done with its work: its tab closes and `then` (a work list) shows. */
export function useCloseTab() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (then: string) => {
    useTags.getState().closeTag(pathname + search);
    navigate(then);
  };
}
