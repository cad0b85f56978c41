import { randomBytes } from 'node:crypto';

export interface UploadFile {
  name: string;
  content: Buffer | string;
  field?: string;
  type?: string;
}

/**
 * A multipart/form-data body as a browser sends it (UTF-8 file names in quotes), for inject().
 * Text fields come first, in the order given, then the files as `files[n]` unless a field is named.
 */
export function multipart(fields: Record<string, string>, files: UploadFile[]) {
  const boundary = `----portal-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  files.forEach((file, index) => {
    const field = file.field ?? `files[${index}]`;
    const filename = file.name.replace(/"/g, '%22');
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  });
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
