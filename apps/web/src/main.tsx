import './app/styles/first-page-styles';
import { createRoot } from 'react-dom/client';
import { showLoadFailure } from './app/boot-failure';
import { startClubPage } from './app/club-entry';
import { paths } from './config/paths';
import { getBasePath } from './lib/base-path';
import { keepDevKeyFromUrl } from './lib/dev-key';

// Before anything reads the address: the development link's key is kept and leaves the address bar (decision 046).
keepDevKeyFromUrl();

const element = document.getElementById('root');
if (!element) throw new Error('index.html must contain <div id="root">');
const root = createRoot(element);
const path = window.location.pathname.slice(getBasePath().length).replace(/\/+$/, '');

// Issue 28: the association's page at the root of a deployment of many clubs is no club's, and brings none of a
// club's code.
if (path === paths.association) {
  import('./app/association-app').then(
    ({ mountAssociation }) => mountAssociation(root),
    () => showLoadFailure(element),
  );
} else {
  startClubPage(root, element, path);
}
