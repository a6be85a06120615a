import { request } from 'node:http';

/**
 * A document upload sent in two halves over one connection: the first half now, the rest when the
 * test says, so that the upload is in flight across something the test does in between (a drain).
 */
export function holdUpload(url: string, token: string, file: { bytes: Buffer; name: string; type: string }) {
  const boundary = `----held-upload-${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nTRANSCRIPT\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const half = Math.floor(body.length / 2);
  const sending = request(`${url}/api/direct-students/documents/upload`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': body.length,
    },
  });
  const answer = new Promise<{ status: number; body: string }>((done, failed) => {
    sending.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, body: text }));
    });
    sending.on('error', failed);
  });
  const firstHalfSent = new Promise<void>((done) => sending.write(body.subarray(0, half), () => done()));
  return {
    firstHalfSent,
    /** Sends the rest and answers the server's reply. */
    finish() {
      sending.end(body.subarray(half));
      return answer;
    },
  };
}
