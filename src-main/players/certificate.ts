import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';

export interface Certificate {
  cert: string;
  key: string;
  /** SHA-256 fingerprint, as a player's browser shows it */
  fingerprint: string;
  generated: boolean;
}

/** A certificate the referee supplies (PEM files), with its fingerprint. */
export function suppliedCertificate(certFile: string, keyFile: string): Certificate {
  const cert = readFileSync(certFile, 'utf8');
  const key = readFileSync(keyFile, 'utf8');
  return { cert, key, fingerprint: new X509Certificate(cert).fingerprint256, generated: false };
}

/**
 * A self-signed certificate for the address the players connect to, made once by the system's
 * `openssl` (Node's crypto makes keys but not X.509 certificates) and kept in the app's data
 * folder, so its fingerprint stays the same from one evening's play to the next.
 */
export function generatedCertificate(dataDir: string, host: string): Certificate {
  const dir = join(dataDir, 'players');
  const name = host.replace(/[^0-9A-Za-z.-]/g, '_');
  const certFile = join(dir, `${name}.cert.pem`);
  const keyFile = join(dir, `${name}.key.pem`);
  if (!existsSync(certFile) || !existsSync(keyFile)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const san = isIP(host) ? `IP:${host}` : `DNS:${host}`;
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-keyout',
          keyFile,
          '-out',
          certFile,
          '-days',
          '825',
          '-subj',
          '/CN=Quartermaster players',
          '-addext',
          `subjectAltName=${san}`,
        ],
        { stdio: 'pipe', timeout: 20_000 },
      );
    } catch (e) {
      rmSync(certFile, { force: true });
      rmSync(keyFile, { force: true });
      throw new Error(
        `could not make a certificate with openssl (${e instanceof Error ? e.message.split('\n')[0] : String(e)}): install openssl or give a certificate and key`,
      );
    }
  }
  return { ...suppliedCertificate(certFile, keyFile), generated: true };
}
