// A stand-in for a library whose native part is missing: it throws on import (image-library-check.test.ts).
throw new Error('no libvips for this platform');
