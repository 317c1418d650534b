/**
 * The control panel's style (GET /__mock/panel.css): one column at 375 px, the
 * scenarios and orders side by side from 900 px, tables scrolling inside their region, a visible
 * focus ring on every control. Colours keep 4.5:1 contrast or more.
 */
export const PANEL_STYLE = `*{box-sizing:border-box}
[hidden]{display:none !important}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f5f9;color:#1b2330}
.top{background:#0b3d6e;color:#fff;padding:1rem}
.top h1{margin:0;font-size:1.4rem}
.top p{margin:.25rem 0 0}
main{max-width:80rem;margin:0 auto;padding:1rem}
h2{font-size:1.2rem;margin:0 0 .5rem}
h3{font-size:1.05rem;margin:1rem 0 .5rem}
h4{font-size:1rem;margin:.75rem 0 .25rem}
.card{background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.12);padding:1rem;margin:0 0 1rem;min-width:0}
.pair{display:grid;gap:1rem;grid-template-columns:minmax(0,1fr)}
.pair .card{margin:0}
@media (min-width:900px){.pair{grid-template-columns:minmax(0,1fr) minmax(0,1fr)}}
.data-line{overflow-wrap:anywhere}
.row{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start;margin:.5rem 0}
.field{display:flex;flex-direction:column;gap:.25rem;min-width:0;flex:1 1 14rem}
.inline{display:flex;gap:.5rem}
.inline input{flex:1;min-width:0}
label{font-weight:600}
input,select,textarea,button{font:inherit;color:inherit}
input,select,textarea{border:1px solid #5a6578;border-radius:6px;padding:.45rem .5rem;background:#fff;width:100%}
textarea{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.9rem;display:block;margin:.25rem 0}
button{border:2px solid #0b5cad;background:#0b5cad;color:#fff;border-radius:6px;padding:.45rem .9rem;font-weight:600;cursor:pointer}
button.danger{background:#fff;color:#9b1c1c;border-color:#9b1c1c}
#clear-scenarios{background:#fff;color:#0b5cad;margin:0 0 1rem}
button.link{background:none;border:0;padding:0;color:#0b5cad;text-decoration:underline;text-align:left;font-weight:400;word-break:break-all}
:focus-visible{outline:3px solid #c05621;outline-offset:2px}
.status{min-height:1.5rem;margin:0 0 1rem;font-weight:600}
.error{color:#9b1c1c;margin:.25rem 0;min-height:0}
.error:empty{display:none}
.help{color:#4a5568;margin:.25rem 0;font-size:.9rem}
code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.85rem}
.help code{word-break:break-all}
.scroll{overflow:auto;max-height:28rem;border:1px solid #d5dbe5;border-radius:6px}
table{border-collapse:collapse;width:100%}
caption{text-align:left;font-weight:600;padding:.5rem;color:#1b2330}
th,td{padding:.4rem .5rem;border-top:1px solid #d5dbe5;text-align:left;vertical-align:top}
thead th{background:#eef2f7;position:sticky;top:0}
.num{text-align:right;font-variant-numeric:tabular-nums}
td.bad{color:#9b1c1c;font-weight:600}
tbody tr{cursor:pointer}
tbody tr:hover,tr.selected{background:#e6f0fa}
#order-rows tr{cursor:auto}
pre{background:#f3f5f9;border-radius:6px;padding:.75rem;overflow:auto;max-height:20rem;white-space:pre-wrap;word-break:break-all;margin:0}
dl{display:grid;grid-template-columns:auto minmax(0,1fr);gap:.25rem 1rem;margin:0}
dt{font-weight:600}
dd{margin:0;white-space:pre-wrap;word-break:break-all}
.scenarios{margin:0 0 1rem;padding-left:1.25rem}
.scenarios li{margin:.25rem 0;word-break:break-all}
`;
