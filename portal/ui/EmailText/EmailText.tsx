/**
 * An e-mail address, always left to right (it keeps its shape inside Arabic text) and, when it
 * has to wrap, broken after its "@" before anywhere else.
 */
export function EmailText({ address }: { address: string }) {
  const at = address.lastIndexOf('@') + 1;
  return (
    <bdi dir="ltr">
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </bdi>
  );
}
