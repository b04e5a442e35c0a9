// SVG patterns for the counters and the marks: demoralized stripes, zones, retreat and advance, overlays (the map's
// own patterns are in its static image, static/terrain.ts).
export function MapDefs() {
  return (
    <defs>
      <pattern id="pat-stripes" patternUnits="userSpaceOnUse" width="8" height="8" patternTransform="rotate(45)">
        <rect width="8" height="8" fill="none" />
        <line x1="0" y1="0" x2="0" y2="8" stroke="#ffffff" strokeWidth="3" strokeOpacity="0.55" />
      </pattern>
      <pattern id="pat-zone" patternUnits="userSpaceOnUse" width="12" height="12">
        <rect width="12" height="12" fill="#18a058" fillOpacity="0.16" />
        <line x1="0" y1="0" x2="0" y2="12" stroke="#18a058" strokeWidth="2" strokeOpacity="0.4" />
      </pattern>
      {/* Retreat and advance hexes: magenta hatching (no terrain uses it), drawn with a thick dashed outline (HitLayer). */}
      <pattern id="pat-retreat" patternUnits="userSpaceOnUse" width="12" height="12" patternTransform="rotate(45)">
        <rect width="12" height="12" fill="#d81b8c" fillOpacity="0.2" />
        <line x1="0" y1="0" x2="0" y2="12" stroke="#a0106a" strokeWidth="4" strokeOpacity="0.75" />
      </pattern>
      <pattern id="pat-advance" patternUnits="userSpaceOnUse" width="12" height="12" patternTransform="rotate(45)">
        <rect width="12" height="12" fill="#8e24aa" fillOpacity="0.16" />
        <line x1="0" y1="0" x2="0" y2="12" stroke="#6a1b9a" strokeWidth="3" strokeOpacity="0.7" />
        <line x1="0" y1="0" x2="12" y2="0" stroke="#6a1b9a" strokeWidth="3" strokeOpacity="0.7" />
      </pattern>
      {/* Overlays: hatching and dots, so they read without colour (colour-blind safe). */}
      {/* Each overlay and mark has its own pattern shape (direction, dashes, dots or rings), so they stay apart under
          red-green colour blindness too: reach ╲, zone of control ─, setup zone │, retreat ╱ (thick), French zone ╱ (dashed),
          advance ╳, fire arc • (filled dots), Russian zone ○ (rings). */}
      <pattern id="pat-zoc" patternUnits="userSpaceOnUse" width="9" height="9" patternTransform="rotate(90)">
        <rect width="9" height="9" fill="#b71c1c" fillOpacity="0.12" />
        <line x1="0" y1="0" x2="0" y2="9" stroke="#7a1010" strokeWidth="2.2" strokeOpacity="0.6" />
      </pattern>
      <pattern id="pat-arc" patternUnits="userSpaceOnUse" width="11" height="11">
        <rect width="11" height="11" fill="#5b2a86" fillOpacity="0.08" />
        <circle cx="5.5" cy="5.5" r="2" fill="#5b2a86" fillOpacity="0.65" />
      </pattern>
      <pattern id="pat-zone-ru" patternUnits="userSpaceOnUse" width="14" height="14">
        <circle cx="4" cy="4" r="2.4" fill="none" stroke="#1b5e20" strokeWidth="1.6" strokeOpacity="0.7" />
        <circle cx="11" cy="11" r="2.4" fill="none" stroke="#1b5e20" strokeWidth="1.6" strokeOpacity="0.7" />
      </pattern>
      <pattern id="pat-zone-fr" patternUnits="userSpaceOnUse" width="12" height="12" patternTransform="rotate(45)">
        <line
          x1="0"
          y1="0"
          x2="0"
          y2="12"
          stroke="#0d47a1"
          strokeWidth="2.2"
          strokeOpacity="0.5"
          strokeDasharray="4 2"
        />
      </pattern>
    </defs>
  )
}
