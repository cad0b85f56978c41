export { ProfilePage } from './components/ProfilePage';
export { WhatsNewPage } from './components/WhatsNewPage';
