import { RoutedLoginScreen } from '../features/auth/components/routed-login-screen';

export function LoginPage() {
  return <RoutedLoginScreen />;
}
