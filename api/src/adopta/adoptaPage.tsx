/**
 * /adopta (issue 29): the public page of the animals for adoption, rendered on the server so it
 * works without JavaScript and search engines and link previews see the animals. Phone first, one
 * column that becomes a grid on wider screens; its CSS is inline (one request for the page, then
 * the photos). React's static renderer writes it, escaping every text.
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Adoptable, AdoptablesPage, FilterChoice, PublicShelter } from "../domain/adoptables/publicAdoptables.ts";
import { RATE_LIMITED_MESSAGE } from "../domain/errors.ts";

export type AdoptaFilters = { especie?: string; sexo?: string; talla?: string };

export type AdoptaPageData = {
  shelter: PublicShelter;
  page: AdoptablesPage | null;
  /** Why the page could not be listed (a filter that names nothing). */
  error: string | null;
  filters: AdoptaFilters;
  choices: Record<keyof AdoptaFilters, FilterChoice[]>;
  /** The site's address, for the absolute URLs link previews need. */
  origin: string;
  photoPath: (animal: Adoptable) => string | null;
};

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1e293b;background:#f8fafc;line-height:1.5}
a{color:#0f5132}
header{background:#14532d;color:#fff;padding:1rem}
header a{color:#fff}
.top{display:flex;align-items:center;gap:.75rem;max-width:72rem;margin:0 auto}
.top img{width:48px;height:48px;object-fit:contain;background:#fff;border-radius:.5rem}
h1{font-size:1.5rem;margin:0}
.shelter{margin:0;font-size:.95rem}
main{max-width:72rem;margin:0 auto;padding:1rem}
form{display:grid;grid-template-columns:repeat(auto-fit,minmax(8rem,1fr));gap:.75rem;align-items:end;margin-bottom:1rem}
label{display:flex;flex-direction:column;font-size:.875rem;font-weight:600}
select,button{font:inherit;padding:.5rem;border:1px solid #64748b;border-radius:.5rem;background:#fff;color:#1e293b;min-height:44px}
button{background:#14532d;color:#fff;border-color:#14532d;font-weight:600}
.cards{list-style:none;margin:0;padding:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(17rem,1fr))}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;overflow:hidden}
.card img,.nophoto{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;background:#e2e8f0}
.nophoto{display:flex;align-items:center;justify-content:center;color:#475569}
.body{padding:.75rem 1rem 1rem}
.card h2{font-size:1.25rem;margin:0 0 .25rem}
.facts{margin:0;color:#334155;font-size:.95rem}
.desc{margin:.5rem 0 0;white-space:pre-line}
.meta{margin:.5rem 0 0;font-size:.85rem;color:#475569}
.more{display:block;text-align:center;margin:1.5rem 0;font-weight:600}
.alert{background:#fef2f2;border:1px solid #b91c1c;color:#7f1d1d;padding:.75rem;border-radius:.5rem}
footer{max-width:72rem;margin:0 auto;padding:1rem 1rem 2rem;border-top:1px solid #e2e8f0}
`;

const facts = (animal: Adoptable) =>
  [animal.especie, animal.sexo, animal.edad, animal.talla && `talla ${animal.talla.toLowerCase()}`].filter(Boolean).join(" · ");

const daysText = (days: number) => (days === 0 ? "Llegó hoy al refugio" : `${days} ${days === 1 ? "día" : "días"} en el refugio`);

function Card({ animal, photo, first }: { animal: Adoptable; photo: string | null; first: boolean }) {
  const more = [animal.raza && `Raza: ${animal.raza}`, animal.color && `Color: ${animal.color}`].filter(Boolean).join(". ");
  return (
    <li className="card">
      {photo ? (
        <img src={photo} alt={`Foto de ${animal.nombre}`} width={720} height={540} {...(first ? { fetchPriority: "high" } : { loading: "lazy" })} />
      ) : (
        <div className="nophoto">Sin foto</div>
      )}
      <div className="body">
        <h2>{animal.nombre}</h2>
        <p className="facts">{facts(animal)}</p>
        {more && <p className="meta">{more}</p>}
        {animal.descripcion && <p className="desc">{animal.descripcion}</p>}
        <p className="meta">
          {daysText(animal.diasEnRefugio)} · Registro {animal.registro}
        </p>
      </div>
    </li>
  );
}

function FilterSelect({ name, label, all, choices, value }: { name: string; label: string; all: string; choices: FilterChoice[]; value?: string }) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value ?? ""}>
        <option value="">{all}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function nextHref(filters: AdoptaFilters, cursor: string): string {
  const query = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => !!entry[1]));
  query.set("cursor", cursor);
  return `/adopta?${query}`;
}

function Contact({ shelter }: { shelter: PublicShelter }) {
  if (!shelter.telefono && !shelter.email) return null;
  return (
    <p>
      ¿Quieres conocer a alguno?{" "}
      {shelter.telefono && (
        <>
          Llámanos al <a href={`tel:${shelter.telefono.replace(/\s+/g, "")}`}>{shelter.telefono}</a>
        </>
      )}
      {shelter.telefono && shelter.email && " o "}
      {shelter.email && (
        <>
          {shelter.telefono ? "escríbenos" : "Escríbenos"} a <a href={`mailto:${shelter.email}`}>{shelter.email}</a>
        </>
      )}{" "}
      y dinos su número de registro.
    </p>
  );
}

/** The head of both pages: UTF-8, a phone's viewport, the title, the page's own tags, the stylesheet. */
function PageHead({ title, children }: { title: string; children: ReactNode }) {
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      {children}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant stylesheet; React would escape its quotes. */}
      <style dangerouslySetInnerHTML={{ __html: STYLE }} />
    </head>
  );
}

function AdoptaPage(data: AdoptaPageData) {
  const { shelter, page, filters, choices } = data;
  const name = shelter.nombre ?? "Refugio";
  const title = `Animales en adopción · ${name}`;
  const description = `Perros, gatos y otros animales de ${name} que buscan una familia.`;
  const firstPhoto = page?.animales.map(data.photoPath).find(Boolean);
  return (
    <html lang="es">
      <PageHead title={title}>
        <meta name="description" content={description} />
        <meta property="og:type" content="website" />
        <meta property="og:locale" content="es_ES" />
        <meta property="og:site_name" content={name} />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={description} />
        <meta property="og:url" content={`${data.origin}/adopta`} />
        {firstPhoto && <meta property="og:image" content={`${data.origin}${firstPhoto}`} />}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </PageHead>
      <body>
        <header>
          <div className="top">
            {shelter.conLogo && <img src="/api/public/logo" alt={`Logotipo de ${name}`} width={48} height={48} />}
            <div>
              <h1>Animales en adopción</h1>
              <p className="shelter">{name}</p>
            </div>
          </div>
        </header>
        <main>
          <form method="get" action="/adopta" aria-label="Filtrar animales">
            <FilterSelect name="especie" label="Especie" all="Todas" choices={choices.especie} value={filters.especie} />
            <FilterSelect name="sexo" label="Sexo" all="Todos" choices={choices.sexo} value={filters.sexo} />
            <FilterSelect name="talla" label="Talla" all="Todas" choices={choices.talla} value={filters.talla} />
            <button type="submit">Filtrar</button>
          </form>
          {data.error && (
            <p className="alert" role="alert">
              {data.error}
            </p>
          )}
          {page && page.animales.length === 0 && <p>Ahora no hay animales en adopción con estos filtros.</p>}
          {page && page.animales.length > 0 && (
            <ul className="cards" aria-label="Animales en adopción">
              {page.animales.map((animal, index) => (
                <Card key={animal.id} animal={animal} photo={data.photoPath(animal)} first={index === 0} />
              ))}
            </ul>
          )}
          {page?.siguiente && (
            <a className="more" href={nextHref(filters, page.siguiente)}>
              Ver más animales
            </a>
          )}
        </main>
        <footer>
          <Contact shelter={shelter} />
        </footer>
      </body>
    </html>
  );
}

export const renderAdoptaPage = (data: AdoptaPageData): string => `<!doctype html>${renderToStaticMarkup(<AdoptaPage {...data} />)}`;

/** What a client past the page's request limit is shown: the API's message, in the page's look, and a way back. */
function AdoptaBusyPage() {
  return (
    <html lang="es">
      <PageHead title="Animales en adopción">
        <meta name="robots" content="noindex" />
      </PageHead>
      <body>
        <header>
          <div className="top">
            <h1>Animales en adopción</h1>
          </div>
        </header>
        <main>
          <p className="alert" role="alert">
            {RATE_LIMITED_MESSAGE}
          </p>
          <a className="more" href="/adopta">
            Volver a intentarlo
          </a>
        </main>
      </body>
    </html>
  );
}

export const renderAdoptaBusyPage = (): string => `<!doctype html>${renderToStaticMarkup(<AdoptaBusyPage />)}`;
