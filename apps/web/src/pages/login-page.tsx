import { LoginScreen } from '../features/auth/components/login-screen';

export function LoginPage() {
  return <LoginScreen />;
}
