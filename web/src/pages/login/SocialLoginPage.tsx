import LoginPage from './LoginPage';
import { useSocialReturn } from './useSocialReturn';

/** /login inside the full console: the same page, plus the return from a third-party provider (router, antd messages). */
export default function SocialLoginPage() {
  return <LoginPage social={useSocialReturn()} />;
}
