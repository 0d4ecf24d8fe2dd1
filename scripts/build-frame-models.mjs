// Builds the fake backend's 3D frame models: one small binary glTF (GLB) per frame shape key of
// `FRAME_SHAPES` (src/mocks/fixtures/catalogue/taxonomy.ts), drawn from simple geometry (two lens
// rims swept as tubes, the glass inside them, a bridge and two temples), and writes them base64 into
// `src/mocks/fixtures/catalogue/models.generated.ts`, which the media handlers answer at
// `https://cdn.glimt.test/mock-media/models/{shape}.glb`. Plain node, no network, no dependency; the
// output is the same bytes on every run. Not part of any bundle. Run it when a shape changes:
//
//   npm run generate              (all generators; `-- --check` only checks, as `npm test` does)
//   node scripts/build-frame-models.mjs [--check]
//
// Units are metres, the front of the frame faces +z (model-viewer's default camera), y is up.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TAXONOMY = path.join(root, 'src/mocks/fixtures/catalogue/taxonomy.ts');
const OUTPUT = path.join(root, 'src/mocks/fixtures/catalogue/models.generated.ts');

/** Points around a lens rim, and sides of every tube's cross-section: small files, round enough. */
const RIM_POINTS = 36;
const TUBE_SIDES = 6;

/** The shape keys, read from the catalogue's own list so a new shape cannot be forgotten. */
function frameShapeKeys() {
  const source = readFileSync(TAXONOMY, 'utf8');
  const block = /export const FRAME_SHAPES = \{([\s\S]*?)\} as const/.exec(source);
  if (!block) throw new Error(`FRAME_SHAPES not found in ${TAXONOMY}`);
  return [...block[1].matchAll(/^\s*([a-z]+):/gm)].map((match) => match[1]);
}

// --- lens outlines: closed 2D curves around (0, 0), the right lens seen from the front -------------

const TAU = Math.PI * 2;

/** A superellipse: `n` 2 is an ellipse, higher is squarer. */
function superellipse(width, height, n) {
  return (t) => {
    const c = Math.cos(t);
    const s = Math.sin(t);
    return [
      (width / 2) * Math.sign(c) * Math.abs(c) ** (2 / n),
      (height / 2) * Math.sign(s) * Math.abs(s) ** (2 / n),
    ];
  };
}

/** A regular polygon with rounded corners (`sides` corners, the first at the top). */
function roundedPolygon(radius, sides) {
  return (t) => {
    const sector = TAU / sides;
    const local = ((((t - Math.PI / 2) % sector) + sector) % sector) - sector / 2;
    const r = (radius * Math.cos(sector / 2)) / Math.cos(local * 0.92);
    return [r * Math.cos(t), r * Math.sin(t)];
  };
}

/**
 * Each shape: the lens outline `(t) => [x, y]` (x grows away from the nose), the lens centre's
 * distance from the middle, the rim's tube radius, colours, and extras.
 */
const DESIGNS = {
  rund: {
    outline: superellipse(0.046, 0.046, 2),
    offset: 0.031,
    rim: 0.0016,
    colour: [0.72, 0.55, 0.3],
    metal: 1,
  },
  firkantet: {
    outline: superellipse(0.05, 0.042, 4),
    offset: 0.032,
    rim: 0.0026,
    colour: [0.08, 0.08, 0.09],
  },
  rektangular: {
    outline: superellipse(0.054, 0.032, 5),
    offset: 0.033,
    rim: 0.0024,
    colour: [0.12, 0.16, 0.3],
  },
  pilot: {
    outline: (t) => {
      const [x, y] = superellipse(0.054, 0.048, 2.3)(t);
      // The teardrop: the lower half leans towards the nose and drops.
      return y < 0 ? [x - 0.006 * (-y / 0.024), y * 1.12] : [x, y * 0.9];
    },
    offset: 0.034,
    rim: 0.0012,
    colour: [0.78, 0.64, 0.36],
    metal: 1,
    topBar: true,
  },
  cateye: {
    outline: (t) => {
      const [x, y] = superellipse(0.052, 0.038, 2.6)(t);
      // The outer top corner sweeps up.
      const lift = x > 0 && y > 0 ? 0.012 * (x / 0.026) ** 3 * (y / 0.019) : 0;
      return [x * (1 + lift * 6), y + lift];
    },
    offset: 0.032,
    rim: 0.0026,
    colour: [0.45, 0.05, 0.12],
  },
  panto: {
    outline: (t) => {
      const [x, y] = superellipse(0.048, 0.046, 2)(t);
      // Round below, a flat brow above.
      return [x, Math.min(y, 0.016)];
    },
    offset: 0.031,
    rim: 0.0024,
    colour: [0.42, 0.26, 0.14],
  },
  oversized: {
    outline: superellipse(0.062, 0.056, 3),
    offset: 0.037,
    rim: 0.003,
    colour: [0.04, 0.04, 0.04],
  },
  browline: {
    outline: superellipse(0.05, 0.038, 2.6),
    offset: 0.032,
    rim: 0.0011,
    colour: [0.75, 0.76, 0.78],
    metal: 1,
    brow: { colour: [0.05, 0.05, 0.05], radius: 0.0034 },
  },
  sekskantet: {
    outline: roundedPolygon(0.026, 6),
    offset: 0.032,
    rim: 0.0014,
    colour: [0.72, 0.55, 0.3],
    metal: 1,
  },
  omsluttende: {
    outline: superellipse(0.06, 0.036, 3.2),
    offset: 0.034,
    rim: 0.0028,
    colour: [0.1, 0.1, 0.12],
    wrap: 0.02,
    tint: [0.12, 0.2, 0.3, 0.7],
  },
  skjerm: {
    outline: null,
    offset: 0,
    rim: 0.0026,
    colour: [0.9, 0.9, 0.92],
    shield: true,
    tint: [0.3, 0.2, 0.1, 0.6],
  },
};

/** The shield's single outline: one wide lens across both eyes, dipping at the nose. */
function shieldOutline(t) {
  const [x, y] = superellipse(0.14, 0.05, 3.4)(t);
  const nose = y < 0 ? 0.014 * Math.exp(-((x / 0.012) ** 2)) : 0;
  return [x, y + nose];
}

// --- geometry -----------------------------------------------------------------------------------

const sub = (a, b) => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a, b) => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const norm = (a) => {
  const length = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / length, a[1] / length, a[2] / length];
};

/** A mesh part under construction: positions, normals, triangle indices. */
function part() {
  return { positions: [], normals: [], indices: [] };
}

/**
 * Sweeps a circle of `radius` along `points` (3D), closed or open, into `mesh`. The cross-section is
 * oriented by the path's tangent and the frame's forward axis, so rims and temples stay round.
 */
function sweep(mesh, points, radius, closed) {
  const base = mesh.positions.length / 3;
  const count = points.length;
  for (let index = 0; index < count; index += 1) {
    const previous = points[closed ? (index - 1 + count) % count : Math.max(0, index - 1)];
    const next = points[closed ? (index + 1) % count : Math.min(count - 1, index + 1)];
    const tangent = norm(sub(next, previous));
    const up = Math.abs(tangent[2]) > 0.9 ? [0, 1, 0] : [0, 0, 1];
    const side = norm(cross(tangent, up));
    const other = norm(cross(side, tangent));
    for (let step = 0; step < TUBE_SIDES; step += 1) {
      const angle = (step / TUBE_SIDES) * TAU;
      const normal = [0, 1, 2].map((axis) => Math.cos(angle) * side[axis] + Math.sin(angle) * other[axis]);
      mesh.normals.push(...normal);
      mesh.positions.push(...[0, 1, 2].map((axis) => points[index][axis] + radius * normal[axis]));
    }
  }
  const rings = closed ? count : count - 1;
  for (let ring = 0; ring < rings; ring += 1) {
    const a = base + ring * TUBE_SIDES;
    const b = base + ((ring + 1) % count) * TUBE_SIDES;
    for (let step = 0; step < TUBE_SIDES; step += 1) {
      const next = (step + 1) % TUBE_SIDES;
      mesh.indices.push(a + step, b + step, a + next, a + next, b + step, b + next);
    }
  }
}

/** A flat glass inside an outline: a fan from its centre, facing forward (drawn on both sides). */
function glass(mesh, points) {
  const base = mesh.positions.length / 3;
  const centre = [0, 1, 2].map((axis) => points.reduce((sum, point) => sum + point[axis], 0) / points.length);
  mesh.positions.push(...centre);
  mesh.normals.push(0, 0, 1);
  for (const point of points) {
    mesh.positions.push(...point);
    mesh.normals.push(0, 0, 1);
  }
  for (let index = 0; index < points.length; index += 1) {
    mesh.indices.push(base, base + 1 + index, base + 1 + ((index + 1) % points.length));
  }
}

/** The rim's 3D points of a lens: the outline placed left or right of the nose, bent back by `wrap`. */
function rimPoints(outline, offset, mirror, wrap = 0) {
  const points = [];
  for (let index = 0; index < RIM_POINTS; index += 1) {
    const [x, y] = outline((index / RIM_POINTS) * TAU);
    const worldX = mirror * (offset + x);
    const z = -wrap * (worldX / 0.07) ** 2;
    points.push([worldX, y, z]);
  }
  // The same winding on both sides, so the glass faces forward on each.
  return mirror < 0 ? points.reverse() : points;
}

/** Builds one shape's frame and glass meshes. */
function buildShape(key) {
  const design = DESIGNS[key];
  if (!design) throw new Error(`No model design for the frame shape "${key}": add it to DESIGNS`);
  const frame = part();
  const lenses = part();
  const rims = design.shield
    ? [rimPoints(shieldOutline, 0, 1)]
    : [1, -1].map((mirror) => rimPoints(design.outline, design.offset, mirror, design.wrap));
  for (const rim of rims) {
    sweep(frame, rim, design.rim, true);
    glass(lenses, rim);
  }
  const all = rims.flat();
  const top = Math.max(...all.map((point) => point[1]));
  const outer = Math.max(...all.map((point) => point[0]));
  const hingeY = top * 0.55;
  const hingeZ = Math.min(...all.filter((point) => point[0] > outer - 0.004).map((point) => point[2]));

  if (!design.shield) {
    // The bridge: an arch between the inner edges of the rims, a little above the centre line.
    const innerRight = rims[0].filter((point) => point[1] > 0).reduce((a, b) => (b[0] < a[0] ? b : a));
    const bridge = [];
    for (let step = 0; step <= 8; step += 1) {
      const u = step / 8;
      const x = -innerRight[0] + u * 2 * innerRight[0];
      bridge.push([x, innerRight[1] + 0.004 * Math.sin(u * Math.PI), 0.002 * Math.sin(u * Math.PI)]);
    }
    sweep(frame, bridge, design.rim * 1.1, false);
    if (design.topBar) {
      const y = top - 0.002;
      sweep(
        frame,
        [
          [-design.offset + 0.004, y, 0],
          [0, y + 0.001, 0.001],
          [design.offset - 0.004, y, 0],
        ],
        design.rim,
        false,
      );
    }
  }

  for (const mirror of [1, -1]) {
    // The temple: back from the hinge, then bending down behind the ear.
    const x = mirror * (outer + design.rim);
    const temple = [[x, hingeY, hingeZ]];
    for (let step = 1; step <= 9; step += 1) {
      const u = step / 9;
      const back = hingeZ - 0.005 - u * 0.115;
      temple.push([x + mirror * 0.004 * Math.sin(u * Math.PI * 0.5), hingeY - 0.002 * u, back]);
    }
    temple.push([x + mirror * 0.004, hingeY - 0.012, hingeZ - 0.132]);
    temple.push([x + mirror * 0.003, hingeY - 0.024, hingeZ - 0.14]);
    sweep(frame, temple, Math.max(design.rim, 0.0018), false);
  }

  const meshes = [{ name: 'frame', mesh: frame, material: 0 }];
  if (design.brow) {
    // Browline: a heavy bar along the upper half of each rim.
    const brow = part();
    for (const rim of rims) {
      const upper = rim.filter((point) => point[1] > 0.2 * top);
      upper.sort((a, b) => a[0] - b[0]);
      sweep(brow, upper, design.brow.radius, false);
    }
    meshes.push({ name: 'brow', mesh: brow, material: 2 });
  }
  meshes.push({ name: 'lenses', mesh: lenses, material: 1 });

  const materials = [
    {
      name: 'frame',
      pbrMetallicRoughness: {
        baseColorFactor: [...linear(design.colour), 1],
        metallicFactor: design.metal ?? 0,
        roughnessFactor: design.metal ? 0.3 : 0.45,
      },
      doubleSided: true,
    },
    {
      name: 'glass',
      pbrMetallicRoughness: {
        baseColorFactor: design.tint
          ? [...linear(design.tint.slice(0, 3)), design.tint[3]]
          : [0.7, 0.78, 0.88, 0.25],
        metallicFactor: 0,
        roughnessFactor: 0.1,
      },
      alphaMode: 'BLEND',
      doubleSided: true,
    },
  ];
  if (design.brow) {
    materials.push({
      name: 'brow',
      pbrMetallicRoughness: {
        baseColorFactor: [...design.brow.colour, 1],
        metallicFactor: 0,
        roughnessFactor: 0.4,
      },
    });
  }
  return { meshes, materials };
}

// --- GLB ----------------------------------------------------------------------------------------

/** A colour written as sRGB (as a designer picks it) in the linear space glTF's factors are in. */
const linear = (colour) => colour.map((channel) => Math.round(channel ** 2.2 * 1e4) / 1e4);

/** Rounds to 1/100 mm: the bytes stay the same on every machine and compress better. */
const fix = (value) => Math.round(value * 1e5) / 1e5;

/** Packs the meshes into one binary glTF 2.0 file (JSON chunk and BIN chunk). */
function toGlb(name, { meshes, materials }) {
  const chunks = [];
  let byteLength = 0;
  const bufferViews = [];
  const accessors = [];
  const add = (typed, target) => {
    const bytes = Buffer.from(typed.buffer, typed.byteOffset, typed.byteLength);
    bufferViews.push({ buffer: 0, byteOffset: byteLength, byteLength: bytes.length, target });
    chunks.push(bytes);
    byteLength += bytes.length;
    const pad = (4 - (byteLength % 4)) % 4;
    if (pad) {
      chunks.push(Buffer.alloc(pad));
      byteLength += pad;
    }
    return bufferViews.length - 1;
  };
  const gltfMeshes = meshes.map(({ name: meshName, mesh, material }) => {
    const positions = Float32Array.from(mesh.positions.map(fix));
    const normals = Float32Array.from(mesh.normals.map((value) => Math.round(value * 1e4) / 1e4));
    const indices = Uint16Array.from(mesh.indices);
    if (positions.length / 3 > 65535) throw new Error(`${name}: too many vertices for 16-bit indices`);
    const min = [0, 1, 2].map((axis) => Math.min(...positions.filter((_, index) => index % 3 === axis)));
    const max = [0, 1, 2].map((axis) => Math.max(...positions.filter((_, index) => index % 3 === axis)));
    const count = positions.length / 3;
    accessors.push({ bufferView: add(positions, 34962), componentType: 5126, count, type: 'VEC3', min, max });
    const position = accessors.length - 1;
    accessors.push({ bufferView: add(normals, 34962), componentType: 5126, count, type: 'VEC3' });
    const normal = accessors.length - 1;
    accessors.push({
      bufferView: add(indices, 34963),
      componentType: 5123,
      count: indices.length,
      type: 'SCALAR',
    });
    return {
      name: meshName,
      primitives: [
        { attributes: { POSITION: position, NORMAL: normal }, indices: accessors.length - 1, material },
      ],
    };
  });
  const gltf = {
    asset: { version: '2.0', generator: 'glimt scripts/build-frame-models.mjs' },
    scene: 0,
    scenes: [{ name, nodes: gltfMeshes.map((_, index) => index) }],
    nodes: gltfMeshes.map((mesh, index) => ({ name: mesh.name, mesh: index })),
    meshes: gltfMeshes,
    materials,
    accessors,
    bufferViews,
    buffers: [{ byteLength }],
  };
  let json = Buffer.from(JSON.stringify(gltf), 'utf8');
  json = Buffer.concat([json, Buffer.alloc((4 - (json.length % 4)) % 4, 0x20)]);
  const bin = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  const total = 12 + 8 + json.length + 8 + bin.length;
  header.writeUInt32LE(0x46546c67, 0); // 'glTF'
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(total, 8);
  const chunkHeader = (length, type) => {
    const buffer = Buffer.alloc(8);
    buffer.writeUInt32LE(length, 0);
    buffer.writeUInt32LE(type, 4);
    return buffer;
  };
  return Buffer.concat([
    header,
    chunkHeader(json.length, 0x4e4f534a),
    json,
    chunkHeader(bin.length, 0x004e4942),
    bin,
  ]);
}

// --- output -------------------------------------------------------------------------------------

const entries = [];
for (const key of frameShapeKeys()) {
  const bytes = toGlb(key, buildShape(key));
  // Prettier's own layout, so the generated file passes `prettier --check` as written.
  entries.push(`  '${key}.glb':\n    '${bytes.toString('base64')}',`);
  if (!process.argv.includes('--check')) console.log(`${key}.glb: ${bytes.length} bytes`);
}
const text = [
  '// Generated by scripts/build-frame-models.mjs from simple geometry. Do not edit.',
  '',
  '/** The fixture 3D frame models (binary glTF), base64, by file name (`{frame shape key}.glb`). */',
  'export const MOCK_MODEL_DATA: Readonly<Record<string, string>> = {',
  ...entries,
  '};',
  '',
].join('\n');
if (process.argv.includes('--check')) {
  if (readFileSync(OUTPUT, 'utf8') !== text) {
    console.error(`${path.relative(root, OUTPUT)} is out of date: run npm run generate`);
    process.exit(1);
  }
  console.log(`${path.relative(root, OUTPUT)} is current.`);
} else {
  writeFileSync(OUTPUT, text);
}
