/**
 * The router API every package uses, re-exported from the one react-router instance (DESIGN §3).
 *
 * react-router is not a shared module of its own: a shared module is never tree-shaken, and react-router 7
 * whole is about 52 KB compressed, of which the shell and the remotes use about 14. It is shared through
 * shared-contracts (a singleton) instead, so the shell's router context is the one every remote reads, and
 * only these names are built. Import them from 'shared-contracts'; lint forbids importing react-router
 * directly outside tests (a second copy would have no router context).
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  UNSAFE_DataRouterContext,
  UNSAFE_NavigationContext,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { Navigator, To } from 'react-router-dom';
