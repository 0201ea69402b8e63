import { describe, expect, it } from 'vitest';
import { checkImageLibrary, ImageLibraryUnavailableError } from './image-library-check';

describe('the start-up check of the image library', () => {
  it('passes where sharp and its native libvips load', async () => {
    await expect(checkImageLibrary()).resolves.toBeUndefined();
  });

  it('names a library that is not installed, so the start stops with a message', async () => {
    const check = checkImageLibrary('sharp-not-installed');
    await expect(check).rejects.toBeInstanceOf(ImageLibraryUnavailableError);
    await expect(check).rejects.toThrow('the image library "sharp-not-installed" is not installed');
  });

  it('says why a library that is installed cannot load', async () => {
    await expect(checkImageLibrary('../../testing/broken-native-module.mjs')).rejects.toThrow(
      /the image library ".*" cannot load: Error: no libvips for this platform/,
    );
  });
});
