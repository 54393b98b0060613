import { describe, expect, it } from 'vitest';
import { readKeyFile } from './key-file';

const pem = '-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----\n';

describe('merchant key file', () => {
  it('reads a .pem file as text', async () => {
    expect(await readKeyFile(new File([pem], 'apiclient_key.PEM'))).toEqual({
      fileName: 'apiclient_key.PEM',
      content: pem,
    });
  });

  it('refuses other extensions and files over 2 MB, with the message to show', async () => {
    await expect(readKeyFile(new File([pem], 'apiclient_key.txt'))).rejects.toThrow('商户私钥只能是 .pem 文件');
    await expect(readKeyFile(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.pem'))).rejects.toThrow(
      '商户私钥文件不能超过 2MB',
    );
  });

  it('refuses a .pem whose text is not a private key as it is picked, with the save’s own message', async () => {
    await expect(readKeyFile(new File(['not a key'], 'apiclient_key.pem'))).rejects.toThrow(
      '私钥文件不是有效的 PEM 私钥，请上传 apiclient_key.pem',
    );
  });
});
