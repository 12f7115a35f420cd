declare module "subset-font" {
  type AxisSetting = number | { min: number; max: number; default?: number };
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
      variationAxes?: Record<string, AxisSetting>;
      preserveNameIds?: number[];
      noLayoutClosure?: boolean;
    },
  ): Promise<Buffer>;
}
