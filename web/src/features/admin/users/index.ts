/** The Users area's screens, loaded together on first use (router.tsx lazy-loads this module). */
export { default as GuestsPage } from './components/GuestsPage';
export { GuestAddPage, UserAddPage } from './components/UserAddPages';
export { default as UserEditPage } from './components/UserEditPage';
export { default as UsersPage } from './components/UsersPage';
