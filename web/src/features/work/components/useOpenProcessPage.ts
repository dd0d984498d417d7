import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFlowRoutes, type ProcessPage } from '../../flow/flowRoutes';

/** Opens a row's form, handle or detail page through flowRoutes; says so when its category has none. */
export function useOpenProcessPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathOf } = useFlowRoutes();
  return (category: string, page: ProcessPage) => {
    const path = pathOf(category, page);
    if (path) navigate(path);
    else void message.warning(t('work.noRoute'));
  };
}
