// Paints a scene encoded by Go's draw.Scene.Encode on a canvas. One call
// per frame: the Go side would otherwise cross into JavaScript for every
// shape, which costs more than the drawing.
function paint(canvas, data) {
  canvas.__simtlabScene = data; // repainted when the theme changes
  const lines = data.split("\n");
  const size = lines[0].split(" ").map(Number);
  const W = size[0], H = size[1];
  const dpr = Math.max(1, window.devicePixelRatio || 1);
  const w = Math.round(W * dpr), h = Math.round(H * dpr);
  if (canvas.width !== w || canvas.height !== h) { canvas.width = w; canvas.height = h; }
  const c = canvas.getContext("2d");
  c.setTransform(dpr, 0, 0, dpr, 0, 0);
  c.clearRect(0, 0, W, H);
  const ink = getComputedStyle(canvas).color;
  const col = v => (v === "currentColor" ? ink : v);
  c.font = "11px system-ui, sans-serif";
  for (let i = 1; i < lines.length; i++) {
    const f = lines[i].split("|");
    if (f.length < 11) continue;
    const x = +f[1], y = +f[2], a = +f[3], b = +f[4], fill = f[5], stroke = f[6], lw = +f[7];
    switch (f[0]) {
      case "r":
        if (fill) { c.fillStyle = col(fill); c.fillRect(x, y, a, b); }
        if (stroke) { c.strokeStyle = col(stroke); c.lineWidth = lw; c.strokeRect(x + .5, y + .5, a - 1, b - 1); }
        break;
      case "l":
        c.strokeStyle = col(stroke); c.lineWidth = lw;
        c.beginPath(); c.moveTo(x, y); c.lineTo(a, b); c.stroke();
        break;
      case "t":
        c.fillStyle = col(fill);
        c.textAlign = f[9] === "middle" ? "center" : (f[9] === "end" ? "end" : "start");
        c.fillText(f[8], x, y);
        break;
      case "c":
        c.strokeStyle = col(stroke); c.lineWidth = lw;
        c.beginPath(); c.arc(x, y, a, 0, 2 * Math.PI); c.stroke();
        break;
      case "p":
        c.strokeStyle = col(stroke); c.lineWidth = lw;
        c.stroke(new Path2D(f[10]));
        break;
    }
  }
}

// Text and outlines follow the theme: repaint every canvas on a change.
window.addEventListener("simtlab-theme", () => {
  for (const c of document.querySelectorAll("canvas")) if (c.__simtlabScene) paint(c, c.__simtlabScene);
});

window.SIMTLabDraw = {paint};
