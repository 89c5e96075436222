// The widget's style sheet, scoped by its shadow root: the host page's CSS cannot reach in and ours cannot leak out.
// --qa-bg and --qa-fg are the header colours of the bot's web plugin settings.
export const WIDGET_CSS = `
:host{all:initial}
.root{--qa-bg:#5046e5;--qa-fg:#fff;font:14px/1.45 Roboto,"Noto Sans TC","Helvetica Neue",Arial,sans-serif;color:#1f2330;position:fixed;right:20px;bottom:20px;z-index:2147483000;display:flex;flex-direction:column;align-items:flex-end;gap:12px}
*,*::before,*::after{box-sizing:border-box}
[hidden]{display:none!important}
button,input{font:inherit;color:inherit}
button{cursor:pointer}
:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
.header :focus-visible{outline-color:var(--qa-fg);outline-offset:-3px}
.launcher:focus-visible{box-shadow:0 0 0 3px #fff,0 4px 16px rgba(0,0,0,.25)}
.icon{display:inline-flex;width:24px;height:24px;flex:none}
.icon img{object-fit:contain}
.icon svg,.icon img,.avatar svg,.avatar img{width:100%;height:100%;display:block}
.launcher{display:inline-flex;align-items:center;gap:8px;min-height:56px;min-width:56px;padding:0 16px;border:0;border-radius:28px;background:var(--qa-bg);color:var(--qa-fg);box-shadow:0 4px 16px rgba(0,0,0,.25);font-weight:500}
.launcher .icon{width:28px;height:28px}
.panel{width:min(380px,calc(100vw - 40px));height:min(560px,calc(100vh - 110px));display:flex;flex-direction:column;background:#fff;border-radius:14px;box-shadow:0 8px 32px rgba(0,0,0,.28);overflow:hidden}
.header{display:flex;align-items:center;gap:10px;padding:12px 12px 12px 16px;background:var(--qa-bg);color:var(--qa-fg)}
.header h2{flex:1;margin:0;font-size:16px;font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.avatar img{object-fit:cover;border-radius:50%}
.avatar{width:32px;height:32px;border-radius:50%;flex:none;background:#fff;color:#5046e5;display:inline-flex;align-items:center;justify-content:center;padding:4px}
.close{width:36px;height:36px;border:0;border-radius:50%;background:transparent;color:var(--qa-fg);display:inline-flex;align-items:center;justify-content:center}
.close:hover{background:rgba(255,255,255,.18)}
.ticker{padding:6px 16px;background:#fff8e1;color:#5d4300;border-bottom:1px solid #f0e2b6;font-size:13px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
.ticker p{margin:0;overflow:hidden;text-overflow:ellipsis;animation:qa-slide .5s ease-out}
.ticker.static{white-space:normal}
.ticker.static p{animation:none}
@keyframes qa-slide{from{transform:translateY(100%);opacity:0}to{transform:none;opacity:1}}
.notice{margin:12px 16px 0;padding:10px 12px;border-radius:8px;background:#fdecea;color:#7a1c14;display:flex;flex-direction:column;align-items:flex-start;gap:8px}
.messages{flex:1;overflow-y:auto;padding:16px;display:flex;flex-direction:column;gap:10px;background:#f6f7fb}
.row{display:flex;align-items:flex-end;gap:8px;max-width:100%}
.row.user{justify-content:flex-end}
.row .avatar{width:28px;height:28px;padding:3px;background:#e8e9f3}
.bubble{max-width:80%;padding:8px 12px;border-radius:14px;background:#fff;border:1px solid #e3e5ee;white-space:pre-wrap;overflow-wrap:anywhere}
.user .bubble{background:var(--qa-bg);color:var(--qa-fg);border-color:transparent}
.bubble a{color:#1a56db}
.bubble strong{display:block;margin-bottom:4px}
.choices{display:flex;flex-wrap:wrap;gap:6px;margin-top:8px}
.choice{padding:6px 10px;border:1px solid var(--qa-bg);border-radius:16px;background:#fff;color:#1f2330;text-align:left}
.choice:hover{background:#eef0ff}
.choice:disabled{cursor:default;opacity:.6}
.rating{display:flex;align-items:center;gap:2px;margin-top:6px}
.rate{padding:5px;border:0;border-radius:50%;background:none;color:#8a8fa3}
.rate:hover,.rate[aria-pressed=true]{background:#eef0ff}
.rate[aria-pressed=true]{color:var(--qa-bg)}
.rate .icon{width:18px;height:18px}
.down .icon{transform:scaleY(-1)}
.rating span[role]{font-size:12px;color:#b3261e}
.retry{padding:4px 12px;border:1px solid currentColor;border-radius:14px;background:transparent;cursor:pointer}
.error .bubble{background:#fdecea;color:#7a1c14;border-color:#f5c2bd}
.typing .bubble{display:inline-flex;gap:4px;align-items:center}
.dot{width:7px;height:7px;border-radius:50%;background:#8a8fa3;animation:qa-blink 1.2s infinite both}
.dot:nth-child(2){animation-delay:.2s}.dot:nth-child(3){animation-delay:.4s}
@keyframes qa-blink{0%,80%,100%{opacity:.25}40%{opacity:1}}
.composer{display:grid;grid-template-columns:1fr auto;align-items:center;gap:4px 8px;padding:10px 12px 6px;border-top:1px solid #e3e5ee;background:#fff}
.composer input{grid-area:1/1;min-width:0;padding:9px 12px;border:1px solid #c9ccd8;border-radius:20px;background:#fff}
.composer input:disabled{background:#f0f1f5}
.count{grid-area:2/1/3/3;text-align:right;font-size:11px;color:#5f6475}
.count.full{color:#b3261e}
.send{grid-area:1/2;padding:8px 14px;border:0;border-radius:20px;background:var(--qa-bg);color:var(--qa-fg);font-weight:500}
.send:disabled{opacity:.5;cursor:default}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (prefers-reduced-motion:reduce){.ticker p,.dot{animation:none}.dot{opacity:.6}}
`;
