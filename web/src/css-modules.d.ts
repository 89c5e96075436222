// CSS modules (Vite): a module's class names, made unique per file at build time.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
