/**
 * Kinds of landmark by meaning, each with its word in the six languages (and a few common others):
 * "the cathedral" in a prompt names the one record of a city whose name says Catedral, Duomo, Dom or
 * Sé; "near the San Mamés stadium" matches "Estadio San Mamés". Data only: add a kind as one line of
 * its words (matching folds accents and case). Never a place of its own: a kind word alone locates a
 * record only where a city has exactly one of that kind.
 */

// biome-ignore format: word lists read better packed than one per line
export const LANDMARK_KINDS: readonly (readonly string[])[] = [
  ['cathedral', 'cathédrale', 'catedral', 'cattedrale', 'duomo', 'kathedrale', 'dom', 'münster', 'sé', 'catedrale'],
  ['basilica', 'basilique', 'basílica', 'basilika'],
  ['church', 'église', 'iglesia', 'chiesa', 'igreja', 'kirche'],
  ['museum', 'musée', 'museo', 'museu', 'muzeum'],
  ['gallery', 'galerie', 'galería', 'galleria', 'galeria', 'pinacoteca', 'pinakothek'],
  ['stadium', 'stade', 'estadio', 'stadio', 'estádio', 'stadion', 'arena'],
  ['theatre', 'theater', 'théâtre', 'teatro', 'teatre', 'opera', 'opéra', 'oper', 'ópera'],
  ['garden', 'gardens', 'jardin', 'jardins', 'jardín', 'jardines', 'giardino', 'giardini', 'jardim', 'garten'],
  ['park', 'parc', 'parque', 'parco'],
  ['bridge', 'pont', 'puente', 'ponte', 'brücke'],
  ['station', 'gare', 'estación', 'estação', 'stazione', 'bahnhof', 'hauptbahnhof'],
  ['castle', 'château', 'castillo', 'castello', 'castelo', 'schloss'],
  ['palace', 'palais', 'palacio', 'palazzo', 'palácio', 'palast'],
  ['tower', 'torre', 'turm'],
  ['market', 'marché', 'mercado', 'mercato', 'markt', 'mercat', 'halle', 'halles'],
  ['square', 'plaza', 'piazza', 'praça', 'platz', 'place', 'plaça'],
  ['port', 'harbour', 'harbor', 'puerto', 'porto', 'hafen', 'vieux-port'],
  ['university', 'université', 'universidad', 'università', 'universidade', 'universität'],
  ['library', 'bibliothèque', 'biblioteca', 'bibliothek'],
  ['zoo', 'zoológico', 'zoologico', 'tierpark'],
  ['beach', 'plage', 'playa', 'spiaggia', 'praia', 'strand'],
  ['fountain', 'fontaine', 'fuente', 'fontana', 'brunnen', 'fonte'],
  ['gate', 'porte', 'puerta', 'porta'],
  ['monastery', 'monastère', 'monasterio', 'monastero', 'mosteiro', 'kloster', 'abbey', 'abbaye', 'abadía', 'abbazia'],
];
