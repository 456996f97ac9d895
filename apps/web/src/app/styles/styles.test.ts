import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sheetsImportedBy, sheetsNeededBy, WEB_SRC } from '../../test/mantine-style-needs';
import deploymentAppSource from '../deployment-app.tsx?raw';

const sourceFiles = (dir: string): string[] =>
  readdirSync(path.join(WEB_SRC, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return file === 'test' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [file] : [];
  });

const missing = (needed: Set<string>, have: string[]) => [...needed].filter((sheet) => !have.includes(sheet)).sort();
const firstPage = sheetsImportedBy('app/styles/first-page-styles.ts');
const signedIn = sheetsImportedBy('app/styles/signed-in-styles.ts');

// Issue 18: only the Mantine style sheets the app uses are sent, the sign-in page's first; a component added to the
// source without its sheet (or its dependencies' sheets) would show unstyled, so this fails first.
describe("Mantine's style sheets", () => {
  it('cover everything the pages before the shell show, and the toasts', () => {
    const needed = sheetsNeededBy([
      'main.tsx',
      'pages/login-page.tsx',
      'pages/swap-accept-page.tsx',
      'pages/respond-page.tsx',
      'pages/not-found-page.tsx',
      'lib/toast/toast-container.tsx',
    ]);
    expect(missing(needed, firstPage)).toEqual([]);
  });

  it('cover every component of every page with the shell', () => {
    expect(missing(sheetsNeededBy(sourceFiles('.')), [...firstPage, ...signedIn])).toEqual([]);
  });

  it('cover every component of the deployment’s pages, which load the signed-in sheets themselves', () => {
    expect(deploymentAppSource).toContain(`import './styles/signed-in-styles';`);
    const needed = sheetsNeededBy(['app/deployment-app.tsx']);
    expect(needed).toContain('Table');
    expect(missing(needed, [...firstPage, ...signedIn])).toEqual([]);
  });

  it('name each sheet once', () => {
    const all = [...firstPage, ...signedIn];
    expect(all.length).toBeGreaterThan(0);
    expect(new Set(all).size).toBe(all.length);
  });
});
