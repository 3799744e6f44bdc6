/**
 * Whether this page may offer passkeys (docs/security.md#passkeys): a secure context with WebAuthn (https,
 * or localhost) reached by a domain name; a home server over plain http, or reached by its address, offers
 * the password alone.
 */
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';

/** A passkey's relying party is a domain name: an address such as 127.0.0.1 or [::1] cannot have one. */
const IP_HOST = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

export const passkeysWork = (): boolean =>
  globalThis.isSecureContext === true &&
  !IP_HOST.test(globalThis.location?.hostname ?? '') &&
  browserSupportsWebAuthn();
