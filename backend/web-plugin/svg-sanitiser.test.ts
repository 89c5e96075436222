// The SVG sanitiser against real attack strings, and the drawings it must keep intact.
import { WEB_ICON_MAX_BYTES } from '../../schema/rules/constants';
import { sniffIconType } from './icon-type';
import { isSafeCss, sanitiseSvg, UnreadableSvg } from './svg-sanitiser';

const svg = (inner: string, rootAttributes = 'xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"') => `<svg ${rootAttributes}>${inner}</svg>`;

/** Everything that could make a browser run code or fetch something. */
function expectInert(output: string): void {
  expect(output).not.toMatch(/<script|<foreignObject|<iframe|<a[\s>]|<animate|<set[\s>]|<!ENTITY|<!DOCTYPE|<\?xml-stylesheet/i);
  expect(output).not.toMatch(/\son[a-z]+\s*=/i);
  expect(output).not.toMatch(/javascript:|https?:\/\/(?!www\.w3\.org\/)/i);
}

describe('sanitiseSvg', () => {
  it('keeps a plain drawing: shapes, gradients with url(#id), text and the view box', () => {
    const input = svg(
      '<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#5046e5"/><stop offset="1" stop-color="#fff"/></linearGradient></defs>' +
        '<g transform="translate(1 1)"><path d="M0 0h10v10z" fill="url(#g)" stroke="#000" stroke-width="2"/><circle cx="5" cy="5" r="3"/></g>' +
        '<text x="2" y="20" font-size="4">Hi &amp; bye</text>',
    );
    const output = sanitiseSvg(input);
    expect(output).toContain('<linearGradient id="g" x1="0" x2="1">');
    expect(output).toContain('<stop offset="0" stop-color="#5046e5"/>');
    expect(output).toContain('<path d="M0 0h10v10z" fill="url(#g)" stroke="#000" stroke-width="2"/>');
    expect(output).toContain('<circle cx="5" cy="5" r="3"/>');
    expect(output).toContain('<text x="2" y="20" font-size="4">Hi &amp; bye</text>');
    expect(output).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg" xmlns:xlink="http:\/\/www.w3.org\/1999\/xlink" viewBox="0 0 24 24">/);
  });

  it('drops a script element with everything in it', () => {
    const output = sanitiseSvg(svg('<script type="text/javascript">alert(document.cookie)</script><rect width="5" height="5"/>'));
    expect(output).not.toContain('alert');
    expect(output).toContain('<rect width="5" height="5"/>');
    expectInert(output);
  });

  it('drops a script hidden in CDATA or spelled with a namespace prefix', () => {
    const output = sanitiseSvg(svg('<script><![CDATA[alert(1)]]></script><svg:script>alert(2)</svg:script><SCRIPT>alert(3)</SCRIPT>'));
    expect(output).not.toContain('alert');
  });

  it('drops every event handler attribute, whatever its case', () => {
    const output = sanitiseSvg(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect onclick="alert(2)" onMouseOver="alert(3)" width="1" height="1"/></svg>`);
    expect(output).not.toContain('alert');
    expect(output).toContain('<rect width="1" height="1"/>');
    expectInert(output);
  });

  it('drops javascript: links and the anchors and animations that carry them', () => {
    const output = sanitiseSvg(
      svg(
        '<a href="javascript:alert(1)"><rect width="9" height="9"/></a>' +
          '<use href="javascript:alert(2)"/><use xlink:href="&#106;avascript:alert(3)"/>' +
          '<set attributeName="href" to="javascript:alert(4)"/><animate attributeName="href" values="javascript:alert(5)"/>',
      ),
    );
    expect(output).not.toContain('alert');
    expect(output).toContain('<use/>');
    expectInert(output);
  });

  it('drops foreignObject with the HTML inside it', () => {
    const output = sanitiseSvg(svg('<foreignObject width="100" height="100"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example/"></iframe><img src="x" onerror="alert(1)"/></body></foreignObject><circle r="1"/>'));
    expect(output).not.toMatch(/iframe|img|body|alert/);
    expect(output).toContain('<circle r="1"/>');
  });

  it('drops the DOCTYPE and never expands its entities', () => {
    const input =
      '<?xml version="1.0"?>\n<!DOCTYPE svg [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> <!ENTITY lol "lol&lol;"> ]>\n' +
      svg('<text>&xxe;&lol;</text>');
    expect(sniffIconType(Buffer.from(input))).toBe('image/svg+xml');
    const output = sanitiseSvg(input);
    expect(output).toContain('<text>&amp;xxe;&amp;lol;</text>');
    expect(output).not.toMatch(/ENTITY|DOCTYPE|passwd/);
  });

  it('keeps only local references and inline raster images in href and xlink:href', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const output = sanitiseSvg(
      svg(
        `<use xlink:href="#shape"/><use href="http://evil.example/sprite.svg#x"/><image xlink:href="http://evil.example/track.png" width="1" height="1"/>` +
          `<image href="${png}" width="2" height="2"/><image href="data:image/svg+xml;base64,PHN2Zz4=" width="3" height="3"/><use href="${png}"/>`,
      ),
    );
    expect(output).toContain('<use xlink:href="#shape"/>');
    expect(output).toContain(`<image href="${png}" width="2" height="2"/>`);
    expect(output).not.toContain('evil.example');
    expect(output).not.toContain('image/svg+xml');
    expect(output.match(/<image/g)).toHaveLength(1);
    expectInert(output);
  });

  it('drops presentation values that fetch from elsewhere, keeping url(#id)', () => {
    const output = sanitiseSvg(svg('<rect fill="url(https://evil.example/x.svg#p)" stroke="url(#ok)" style="fill:url(http://evil.example/a)" width="1" height="1"/>'));
    expect(output).toContain('<rect stroke="url(#ok)" width="1" height="1"/>');
  });

  it('keeps a style sheet of plain rules and drops one that imports or fetches', () => {
    expect(sanitiseSvg(svg('<style>.a{fill:url(#g)} .b > .c{stroke:red}</style>'))).toContain('<style>.a{fill:url(#g)} .b &gt; .c{stroke:red}</style>');
    for (const css of ['@import url(https://evil.example/x.css);', '.a{background:url(https://evil.example/x.png)}', '.a{fill:u\\72l(https://evil.example/)}', '.a{background:image-set("https://evil.example/x.png" 1x)}']) {
      expect(sanitiseSvg(svg(`<style>${css}</style><rect width="1" height="1"/>`))).not.toContain('<style');
    }
  });

  it('drops processing instructions such as xml-stylesheet, comments and unknown elements', () => {
    const output = sanitiseSvg(`<?xml-stylesheet href="https://evil.example/x.css"?><!-- note -->${svg('<!-- inner --><sodipodi:namedview id="n"/><metadata>m</metadata><rect width="1" height="1"/>')}`);
    expect(output).not.toMatch(/stylesheet|note|inner|sodipodi|metadata/);
    expect(output).toContain('<rect width="1" height="1"/>');
  });

  it('repairs unclosed and stray end tags instead of passing markup through', () => {
    const output = sanitiseSvg('<svg xmlns="http://www.w3.org/2000/svg"><g><rect width="1" height="1"></g></circle><path d="M0 0"/>');
    expect(output).toContain('<g><rect width="1" height="1"/></g><path d="M0 0"/></svg>');
  });

  it('escapes text so a decoded < cannot open a new element', () => {
    const output = sanitiseSvg(svg('<title>&lt;script&gt;alert(1)&lt;/script&gt;</title>'));
    expect(output).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt;</title>');
  });

  it('keeps the first of repeated attributes, so the result stays well-formed', () => {
    expect(sanitiseSvg(svg('<rect width="1" width="2" height="1"/>'))).toContain('<rect width="1" height="1"/>');
  });

  it('keeps filter primitives but not an feImage that fetches', () => {
    const output = sanitiseSvg(svg('<filter id="f"><feGaussianBlur stdDeviation="2"/><feImage href="https://evil.example/x.png"/></filter><rect filter="url(#f)" width="1" height="1"/>'));
    expect(output).toContain('<filter id="f"><feGaussianBlur stdDeviation="2"/><feImage/></filter>');
    expect(output).toContain('<rect filter="url(#f)" width="1" height="1"/>');
    expectInert(output);
  });

  it('stays inert against markup that changes meaning between parsers', () => {
    for (const attack of [
      '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
      '<svg><style><img src=x onerror=alert(1)></style><rect width="1" height="1"/></svg>',
      '<svg><title><style><img src=x onerror=alert(1)></style></title></svg>',
      '<svg><desc><svg><script>alert(1)</script></svg></desc></svg>',
    ]) {
      const output = sanitiseSvg(attack);
      expectInert(output);
      expect(output).not.toMatch(/<img|alert/);
    }
  });

  it('refuses a file larger than an icon may be', () => {
    expect(() => sanitiseSvg(svg(`<desc>${'x'.repeat(WEB_ICON_MAX_BYTES)}</desc>`))).toThrow(UnreadableSvg);
  });

  it.each([
    ['an HTML page', '<html><body><script>alert(1)</script></body></html>'],
    ['a root that is not svg', '<?xml version="1.0"?><g/>'],
    ['an unterminated tag', '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1"'],
    ['an unterminated comment', '<svg><!-- never closed'],
    ['a stray <', '<svg>< rect/></svg>'],
    ['nesting far beyond any icon', `<svg>${'<g>'.repeat(300)}</svg>`],
  ])('refuses %s as unreadable', (_what, input) => {
    expect(() => sanitiseSvg(input)).toThrow(UnreadableSvg);
  });
});

describe('isSafeCss', () => {
  it('allows local references and refuses fetching, escapes and script URLs', () => {
    expect(isSafeCss('fill:url( "#a" );stroke:red')).toBe(true);
    expect(isSafeCss('fill:url(#a) url(x.png)')).toBe(false);
    expect(isSafeCss('background:URL(x)')).toBe(false);
    expect(isSafeCss('x:expression(alert(1))')).toBe(false);
    expect(isSafeCss('x:\\75rl(x)')).toBe(false);
  });
});

describe('sniffIconType', () => {
  const bytes = (...values: number[]) => Uint8Array.from(values);

  it('tells PNG, GIF, JPEG and SVG from their bytes', () => {
    expect(sniffIconType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffIconType(Buffer.from('GIF87a\x01\x00', 'latin1'))).toBe('image/gif');
    expect(sniffIconType(Buffer.from('GIF89a\x01\x00', 'latin1'))).toBe('image/gif');
    expect(sniffIconType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffIconType(Buffer.from('\ufeff<?xml version="1.0"?>\n<!-- by hand -->\n<svg viewBox="0 0 1 1"/>'))).toBe('image/svg+xml');
  });

  it('refuses anything else, whatever it might be called', () => {
    expect(sniffIconType(Buffer.from('<html><body>hi</body></html>'))).toBeUndefined();
    expect(sniffIconType(Buffer.from('<svgx/>'))).toBeUndefined();
    expect(sniffIconType(Buffer.from('GIF88a'))).toBeUndefined();
    expect(sniffIconType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeUndefined();
    expect(sniffIconType(bytes(0xff, 0xfe, 0x3c, 0x00, 0x73, 0x00))).toBeUndefined();
    expect(sniffIconType(new Uint8Array())).toBeUndefined();
  });
});
