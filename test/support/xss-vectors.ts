/**
 * Script-injection vectors for the owner-HTML and link sinks (test/browser/xss-sinks.test.ts),
 * gathered from the public XSS filter-evasion lists: event handlers on every kind of element,
 * script URLs in every URL attribute and spelling, frames and plugins, SVG and MathML, mutation
 * (parser round-trip) tricks. `X` stands for the call that records an execution.
 */
const HANDLER_TAGS = ['img src=/no-such.png', 'image src=/no-such.png', 'video src=/no-such.mp4', 'audio src=/no-such.mp3', 'svg', 'body', 'iframe src=/no-such.html', 'object data=/no-such', 'input autofocus', 'select autofocus', 'textarea autofocus', 'details open', 'marquee', 'style', 'link rel=stylesheet href=/no-such.css', 'script src=/no-such.js', 'source src=/no-such', 'track src=/no-such', 'a href=#x id=x tabindex=1', 'div tabindex=0 autofocus'];
const HANDLERS = ['onerror', 'onload', 'onfocus', 'ontoggle', 'onstart', 'onanimationstart', 'onbegin', 'onpageshow', 'onmouseover', 'onfocusin', 'onloadstart', 'onbeforetoggle'];

const SCRIPT_URLS = [
  'javascript:X',
  'JaVaScRiPt:X',
  ' javascript:X',
  '\u0001javascript:X',
  'java\tscript:X',
  'java\nscript:X',
  'jav&#x09;ascript:X',
  '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;X',
  '&#x6A;avascript:X',
  'javascript&colon;X',
  'data:text/html,<script>parent.X</script>',
  'vbscript:X',
  'javascript://%0aX',
];

const URL_TEMPLATES = [
  (url: string) => `<a href="${url}" id="link">link</a>`,
  (url: string) => `<iframe src="${url}"></iframe>`,
  (url: string) => `<form action="${url}"><button id="go">go</button></form>`,
  (url: string) => `<button formaction="${url}">go</button>`,
  (url: string) => `<svg><a xlink:href="${url}"><text y="20">t</text></a></svg>`,
  (url: string) => `<embed src="${url}">`,
  (url: string) => `<object data="${url}"></object>`,
];

const HANDWRITTEN = [
  '<svg onload=X>',
  '<svg><animate onbegin=X attributeName=x dur=1s>',
  '<svg><set onbegin=X attributeName=x to=1>',
  '<svg><animate attributeName=href values=javascript:X /><a id=s><text y=20>t</text></a></svg>',
  '<svg><use href="data:image/svg+xml,<svg id=x xmlns=http://www.w3.org/2000/svg><image href=1 onerror=X /></svg>#x"/></svg>',
  '<math><mtext><table><mglyph><style><img src=/no-such.png onerror=X>',
  '<math><maction actiontype=statusline xlink:href=javascript:X>t</maction></math>',
  '<noscript><p title="</noscript><img src=/no-such.png onerror=X>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src=/no-such.png onerror=X>',
  '<svg></p><style><a id="</style><img src=/no-such.png onerror=X>">',
  '<iframe srcdoc="<script>parent.X</script>"></iframe>',
  '<iframe srcdoc="&lt;img src=/no-such.png onerror=parent.X&gt;"></iframe>',
  '<meta http-equiv="refresh" content="0;url=javascript:X">',
  '<base href="javascript:X//"><a href="/x">x</a>',
  '<object data="data:text/html,<script>parent.X</script>"></object>',
  '<embed src="data:text/html,<script>parent.X</script>">',
  '<div style="background:url(javascript:X)">x</div>',
  '<div style="width:expression(X)">x</div>',
  '<template><img src=/no-such.png onerror=X></template>',
  '<img src=/no-such.png onerror="X">',
  '<img src=/no-such.png OnErRoR=X>',
  '<img src=/no-such.png onerror&#x3D;X>',
  '<img/src=/no-such.png/onerror=X>',
  '<img src="/no-such.png"onerror="X">',
  '<<img src=/no-such.png onerror=X>',
  '<img src=`/no-such.png` onerror=X>',
  '<input onfocus=X autofocus>',
  '<details open ontoggle=X>',
  '<video><source onerror=X></video>',
  '<body onload=X>',
  '<isindex type=image src=/no-such.png onerror=X>',
  '<x onclick=X id=clickme>click</x>',
  '<a id=clickme href="#" onclick="X">click</a>',
  '<button id=clickme popovertarget=p>b</button><div popover id=p onbeforetoggle=X>p</div>',
  '<style>@import "javascript:X";</style>',
  '<link rel=import href="data:text/html,<script>parent.X</script>">',
  '<img srcset="/no-such.png 1x" onerror=X>',
  '<picture><source srcset=/no-such.png><img src=/no-such.png onerror=X></picture>',
  '<svg><image href=/no-such.png onerror=X /></svg>',
  '<svg><foreignObject><img src=/no-such.png onerror=X></foreignObject></svg>',
  '<style onload=X></style>',
  '<frameset onload=X>',
  '<table background="javascript:X"><tr><td>t</td></tr></table>',
  '<map name=m><area href="javascript:X" id=link shape=default></map><img usemap=#m src=/no-such.png>',
  '<a href="  javascript:X" id=link>l</a>',
  '<svg><a href="javascript:X" id=link><text y=20>t</text></a></svg>',
  '<script>X</script>',
  '<script src="data:text/javascript,X"></script>',
  '<svg><script>X</script></svg>',
  '<svg><script href="data:text/javascript,X"></script></svg>',
  '<scr<script>ipt>X</script>',
  '<div id="x"></div><script>document.getElementById("x").innerHTML="<img src=/no-such.png onerror=X>"</script>',
];

const fromHandlers = HANDLER_TAGS.flatMap((tag, i) => {
  const handler = HANDLERS[i % HANDLERS.length]!;
  const second = HANDLERS[(i + 5) % HANDLERS.length]!;
  const name = tag.split(' ')[0]!;
  return [`<${tag} ${handler}=X></${name}>`, `<${tag} ${second}="X" style="animation:s 1ms"></${name}>`];
});

const fromUrls = SCRIPT_URLS.flatMap((url, i) => [URL_TEMPLATES[i % URL_TEMPLATES.length]!(url), URL_TEMPLATES[(i + 3) % URL_TEMPLATES.length]!(url)]);

/** Owner-HTML vectors with `X` replaced by a call that records the vector's number. */
export function htmlVectors(call: (n: number) => string): string[] {
  return [...HANDWRITTEN, ...fromHandlers, ...fromUrls].map((vector, n) => vector.replaceAll('X', call(n)));
}

/** Link vectors (`href` of owner links) with `X` replaced likewise. */
export function urlVectors(call: (n: number) => string): string[] {
  const extra = ['\u0000javascript:X', 'javascript\u0000:X', '\u001fjavascript:X', ' \u0008 javascript:X', 'jav\rascript:X', 'JAVASCRIPT:X', 'javascript:/*--></title></style></textarea></script><svg/onload=X>', 'data:text/javascript,X', 'blob:javascript:X', '%6A%61vascript:X'];
  return [...SCRIPT_URLS, ...extra].map((url, n) => url.replaceAll('X', call(n)));
}
