package org.ichto.shell.ui.pictures;

import java.awt.RenderingHints;
import java.util.Map;

/** How the games' boards are drawn, on the screen and into their pictures alike. */
public final class BoardHints {
    /** Smoothed shapes and text, placed to a fraction of a pixel, at the best quality. */
    public static final Map<RenderingHints.Key, Object> SMOOTH = Map.of(
            RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON,
            RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON,
            RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY,
            RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE,
            RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);

    private BoardHints() {
    }
}
