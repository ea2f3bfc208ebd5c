#ifndef CPHOSPHORICONS_H
#define CPHOSPHORICONS_H

/// The SF Symbol map as text: one `sf-name<TAB>phosphor-icon<TAB>good|approx` line per name, after
/// a `#` comment line; NUL-terminated, living as long as the process.
const char *cphosphoricons_symbol_map(void);

/// The SVG file of Phosphor icon `name` in `style` (thin, light, regular, bold or fill),
/// NUL-terminated; NULL when the package does not carry that icon in that style.
const char *cphosphoricons_svg(const char *style, const char *name);

#endif
