// SVG patterns for the map symbols and counters: trees, brush stipple, demoralized stripes.
export function MapDefs() {
  return (
    <defs>
      <pattern id="pat-forest" patternUnits="userSpaceOnUse" width="26" height="24">
        <rect width="26" height="24" fill="#7fa35a" fillOpacity="0.45" />
        <g stroke="#2f4f1f" strokeWidth="1.1">
          <line x1="7" y1="9" x2="7" y2="13" />
          <circle cx="7" cy="6.5" r="4" fill="#4f7a35" />
          <line x1="20" y1="21" x2="20" y2="25" />
          <circle cx="20" cy="18.5" r="4" fill="#5c8a3e" />
        </g>
      </pattern>
      <pattern id="pat-brush" patternUnits="userSpaceOnUse" width="14" height="14">
        <rect width="14" height="14" fill="#b7c27a" fillOpacity="0.4" />
        <g fill="#566b2a">
          <circle cx="3" cy="3" r="1.3" />
          <circle cx="10" cy="6" r="1.1" />
          <circle cx="5" cy="11" r="1.2" />
          <path d="M 11 12.5 l 1.5 -3 l 1.5 3" stroke="#566b2a" strokeWidth="0.8" fill="none" />
        </g>
      </pattern>
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
