// A create form's request key: made once when the form opens and sent with every save from it, so a save sent again
// after its answer was lost (the server took it, then went away) reaches the server as the same create, which then
// changes what the first one made instead of adding a second (docs/rest-api.md, "A create sent again").

/** 32 random hexadecimal characters; `crypto.getRandomValues` works on plain-HTTP pages too, unlike `randomUUID`. */
export function newRequestKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
