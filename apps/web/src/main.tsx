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

// Issue 28: the pages at the root of a deployment of many clubs are no club's, and bring none of a club's code. The
// server names them in the page; only the association's has an address of its own, as under Vite's dev server.
const deploymentPage = document.querySelector('meta[name="deployment-page"]')?.getAttribute('content');
if (deploymentPage === 'association' || deploymentPage === 'login' || path === paths.association) {
  const page = deploymentPage === 'login' ? 'login' : 'association';
  import('./app/deployment-app').then(
    ({ mountDeploymentPage }) => mountDeploymentPage(root, page),
    () => showLoadFailure(element),
  );
} else {
  startClubPage(root, element, path);
}
