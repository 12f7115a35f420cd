/**
 * How to add the desk to an authenticator app: the QR code (an SVG the server computed, no
 * script), a link that opens the app on the phone reading the page, and the key to type by hand.
 */
export function AuthenticatorSetup({
  setup,
}: {
  setup: { uri: string; secret: string; qr: { size: number; path: string } };
}) {
  const { size, path } = setup.qr;
  return (
    <ol className="desk-authenticator">
      <li>
        Open the authenticator app on your phone and choose to add an account. Any app for time-based six-digit codes
        works.
      </li>
      <li>
        <p>Scan this QR code with the app:</p>
        <svg
          className="desk-authenticator__qr"
          role="img"
          aria-labelledby="authenticator-qr-title"
          viewBox={`0 0 ${size} ${size}`}
          width="232"
          height="232"
          shapeRendering="crispEdges"
        >
          <title id="authenticator-qr-title">QR code of your sign-in key, for your authenticator app</title>
          <rect width={size} height={size} fill="#fff" />
          <path d={path} fill="#000" />
        </svg>
        <p>
          Reading this on the phone itself? <a href={setup.uri}>Open the key in your authenticator app</a>.
        </p>
      </li>
      <li>
        <p>Or type this key into the app (a time-based key):</p>
        <p>
          <code className="desk-authenticator__secret">{setup.secret}</code>
        </p>
      </li>
      <li>Enter the six-digit code the app now shows for the desk.</li>
    </ol>
  );
}
