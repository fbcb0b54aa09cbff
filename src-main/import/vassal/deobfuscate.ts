import { ImportError } from './import-error.js';

/**
 * The `savedGame` entry of a VASSAL save or log. Through VASSAL 3.7 it is obfuscated: "!VCSK", a
 * key byte in hex, then every byte XOR the key, in hex (VASSAL's DeobfuscatingInputStream). Plain
 * text is read as it is, as VASSAL does. Any other header is refused, named.
 */
export const OBFUSCATION_HEADER = '!VCSK';
const XZ_MAGIC = [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00];

export function deobfuscate(bytes: Uint8Array, label: string): string {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.subarray(0, 5).toString('latin1') === OBFUSCATION_HEADER) {
    const hex = buf.subarray(5).toString('latin1');
    if (!/^[0-9a-fA-F]*$/.test(hex) || hex.length % 2 !== 0 || hex.length < 2)
      throw new ImportError(`${label}: the obfuscated save is damaged (not whole hex pairs after "!VCSK")`);
    const key = parseInt(hex.slice(0, 2), 16);
    const out = Buffer.from(hex.slice(2), 'hex');
    for (let i = 0; i < out.length; i++) out[i] = out[i]! ^ key;
    const text = out.toString('utf8');
    // a key byte that is not the one the save was written with gives bytes, not commands
    if (text.length > 0 && !COMMAND_START.test(text))
      throw new ImportError(
        `${label}: the saved game does not decode: undone with its key byte ${hex.slice(0, 2)}, it begins "${shown(out)}", not a VASSAL command such as "begin_save" (the key is damaged, or the save was not written by VASSAL)`,
      );
    return text;
  }
  if (XZ_MAGIC.every((b, i) => buf[i] === b))
    throw new ImportError(
      `${label}: unknown save header "XZ" (an XZ-compressed save, written by VASSAL 3.8 or later); save the game from VASSAL 3.7, or unpack the savedGame entry with xz, and import that`,
    );
  const text = buf.toString('utf8');
  if (COMMAND_START.test(text)) return text;
  throw new ImportError(
    `${label}: unknown save header "${shown(buf)}" (expected "!VCSK", or a plain command stream beginning "begin_save")`,
  );
}

const COMMAND_START = /^(begin_save|\+\/|LOG\t)/;

function shown(buf: Buffer): string {
  return [...buf.subarray(0, 8)]
    .map((b) => (b >= 32 && b < 127 ? String.fromCharCode(b) : `\\x${b.toString(16).padStart(2, '0')}`))
    .join('');
}

/** The obfuscated form of a command stream, as VASSAL 3.7 writes it (tests, and saves we write). */
export function obfuscate(text: string, key = 0x5a): Buffer {
  const data = Buffer.from(text, 'utf8');
  for (let i = 0; i < data.length; i++) data[i] = data[i]! ^ key;
  return Buffer.from(OBFUSCATION_HEADER + key.toString(16).padStart(2, '0') + data.toString('hex'), 'latin1');
}
