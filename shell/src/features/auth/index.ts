/** The sign-in screen, as the route guard shows it. */
export { LoginScreen } from './LoginScreen';
