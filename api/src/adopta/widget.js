/*
 * Refugio's adoption widget (issue 29). A shelter's volunteer pastes one line into any web page:
 *   <script src="https://refugio.example/adopta/widget.js" data-especie="perro"></script>
 * and the page shows the animals for adoption (the public feed, /api/public/adoptables) as cards,
 * in a shadow DOM block of their own: the page's styles do not reach them, nor theirs the page.
 * Optional attributes: data-especie, data-sexo, data-talla (as the feed takes them) and
 * data-limite (how many cards, 12 by default). Plain JavaScript with no dependencies, served as is.
 * Texts from the feed are set with textContent, never parsed as HTML.
 */
(() => {
  const script = document.currentScript;
  if (!script) return;
  const base = new URL(script.src).origin;
  const query = new URLSearchParams();
  for (const name of ["especie", "sexo", "talla"]) {
    if (script.dataset[name]) query.set(name, script.dataset[name]);
  }
  query.set("limit", script.dataset.limite || "12");

  const host = document.createElement("div");
  host.className = "refugio-adopta";
  script.after(host);
  const root = host.attachShadow({ mode: "open" });
  const style = document.createElement("style");
  style.textContent = `
:host{display:block;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1e293b;line-height:1.5}
ul{list-style:none;margin:0;padding:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(15rem,1fr))}
li{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;overflow:hidden}
img,.sin-foto{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;background:#e2e8f0}
.sin-foto{display:flex;align-items:center;justify-content:center;color:#475569}
.cuerpo{padding:.75rem 1rem 1rem}
h3{font-size:1.15rem;margin:0 0 .25rem}
p{margin:.25rem 0 0}
.meta{font-size:.85rem;color:#475569}
.todos{display:block;margin-top:1rem;font-weight:600;color:#14532d}`;
  const section = document.createElement("section");
  section.setAttribute("aria-label", "Animales en adopción");
  const status = element("p", "Cargando animales en adopción…");
  status.setAttribute("role", "status");
  section.append(status);
  root.append(style, section);

  function element(tag, text, className) {
    const node = document.createElement(tag);
    if (text) node.textContent = text;
    if (className) node.className = className;
    return node;
  }

  function card(animal) {
    const item = document.createElement("li");
    if (animal.foto_url) {
      const photo = document.createElement("img");
      photo.src = animal.foto_url;
      photo.alt = `Foto de ${animal.nombre}`;
      photo.loading = "lazy";
      photo.width = 720;
      photo.height = 540;
      item.append(photo);
    } else {
      item.append(element("div", "Sin foto", "sin-foto"));
    }
    const body = element("div", "", "cuerpo");
    const facts = [animal.especie, animal.sexo, animal.edad, animal.talla && `talla ${animal.talla.toLowerCase()}`].filter(Boolean).join(" · ");
    body.append(element("h3", animal.nombre), element("p", facts));
    if (animal.descripcion) body.append(element("p", animal.descripcion));
    const days = animal.dias_en_refugio;
    const stay = days === 0 ? "Llegó hoy al refugio" : `${days} ${days === 1 ? "día" : "días"} en el refugio`;
    body.append(element("p", `${stay} · Registro ${animal.registro}`, "meta"));
    item.append(body);
    return item;
  }

  function show(feed) {
    if (feed.data.length === 0) {
      status.textContent = "Ahora no hay animales en adopción.";
      return;
    }
    const list = document.createElement("ul");
    list.append(...feed.data.map(card));
    const all = element("a", "Ver todos los animales en adopción", "todos");
    all.href = `${base}/adopta`;
    status.remove();
    section.append(list, all);
  }

  fetch(`${base}/api/public/adoptables?${query}`)
    .then((answer) => answer.json().then((body) => (answer.ok ? show(body) : Promise.reject(new Error(body.message)))))
    .catch((error) => {
      status.textContent = `No se pudieron cargar los animales en adopción${error.message ? `: ${error.message}` : "."}`;
    });
})();
