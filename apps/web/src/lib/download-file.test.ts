import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_CLEANUP_MS, DOWNLOAD_CLEANUP_SAFARI_MS } from '@club/shared';
import { downloadBlob, isSafari } from './download-file';

const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1';

describe('isSafari', () => {
  it('tells Safari from the browsers that also name it', () => {
    expect(isSafari(SAFARI)).toBe(true);
    expect(isSafari(CHROME)).toBe(false);
    expect(isSafari(IPHONE_CHROME)).toBe(false);
  });
});

describe('downloadBlob (SPEC §9 link cleanup)', () => {
  const createObjectURL = vi.fn(() => 'blob:roster');
  const revokeObjectURL = vi.fn();
  let clicked: HTMLAnchorElement[] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    clicked = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
  });

  it('clicks a download link for the file and releases its URL after 5 s', () => {
    downloadBlob(new Blob(['x']), 'members-export.csv', CHROME);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('members-export.csv');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:roster');
    expect(document.querySelector('a[download]')).toBeNull();
    vi.advanceTimersByTime(DOWNLOAD_CLEANUP_MS - 1);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:roster');
  });

  it('waits 10 s on Safari', () => {
    downloadBlob(new Blob(['x']), 'roster.pdf', SAFARI);
    vi.advanceTimersByTime(DOWNLOAD_CLEANUP_MS);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(DOWNLOAD_CLEANUP_SAFARI_MS - DOWNLOAD_CLEANUP_MS);
    expect(revokeObjectURL).toHaveBeenCalledTimes(1);
  });
});
