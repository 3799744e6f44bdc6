/** The blossom library's one function (it ships no types): edges [i, j, weight] to each vertex's mate, -1 for none. */
declare module 'edmonds-blossom-fixed' {
  export default function blossom(edges: [number, number, number][], maxCardinality?: boolean): number[];
}
