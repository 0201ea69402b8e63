import encodeQR from 'qr';
import { useMemo } from 'react';

/**
 * A QR code drawn here, as SVG, from `qr`'s module matrix: the authenticator secret never leaves the page
 * for a rendering service, and no markup from a library is injected (decision 184).
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const modules = encodeQR(text, 'raw', { ecc: 'medium', border: 2 });
    const commands: string[] = [];
    modules.forEach((row, y) => {
      row.forEach((isDark, x) => {
        if (isDark) commands.push(`M${x} ${y}h1v1h-1z`);
      });
    });
    return { size: modules.length, path: commands.join('') };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-48 bg-white"
      data-testid="totp-qr"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
