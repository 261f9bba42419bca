package org.ichto.urland.ui.board;

import java.awt.Color;

/**
 * The board's palette. {@link #LIGHT} is a paper board in daylight colours, {@link #DARK} the same board for a dark
 * window. The player colours are not part of the theme: they come from {@link PlayerStyle} and stay the same.
 */
public final class BoardTheme {
    public static final BoardTheme LIGHT = light();
    public static final BoardTheme DARK = dark();

    private String name;
    private boolean dark;
    private Color background;
    private Color frame;
    private Color trackCell;
    private Color trackCellAlt;
    private Color trackBeyondGoal;
    private Color trackBorder;
    private Color trackText;
    private Color mutationCell;
    private Color mutationMark;
    private Color goalLine;
    private Color[] ocean;
    private Color oceanBorder;
    private Color oceanText;
    private Color shallows;
    private Color[] land;
    private Color beach;
    private Color coast;
    private Color river;
    private Color riverBank;
    private Color seam;
    private Color badgeFill;
    private Color badgeText;
    private Color badgeBorder;
    private Color cone;
    private Color coneShade;
    private Color lava;
    private Color tileFill;
    private Color tileBorder;
    private Color chipFill;
    private Color chipText;
    private Color chipBorder;
    private Color pieceHalo;
    private Color target;
    private Color selected;
    private Color hover;
    private Color changed;
    private Color hint;

    private BoardTheme() {
    }

    private static BoardTheme light() {
        BoardTheme t = new BoardTheme();
        t.name = "light";
        t.dark = false;
        t.background = new Color(0xE9E4D6);
        t.frame = new Color(0xE4D6B4);
        t.trackCell = new Color(0xF7EFDB);
        t.trackCellAlt = new Color(0xEEE2C4);
        t.trackBeyondGoal = new Color(0xE6DCCB);
        t.trackBorder = new Color(0x9C8A63);
        t.trackText = new Color(0x5A4A2C);
        t.mutationCell = new Color(0xBFE3D8);
        t.mutationMark = new Color(0x1F6E5C);
        t.goalLine = new Color(0xA8321E);
        t.ocean = new Color[] {new Color(0x9FCBE4), new Color(0x96C3E0), new Color(0xA3CDE6), new Color(0x99C6E2),
                new Color(0xACDCDF)};
        t.oceanBorder = new Color(255, 255, 255, 170);
        t.oceanText = new Color(0x2C5877);
        t.shallows = new Color(0xC6E6EF);
        t.land = new Color[] {new Color(0xD3E3A2), new Color(0xBDD58C), new Color(0xE3E6B0)};
        t.beach = new Color(0xEADBAA);
        t.coast = new Color(0x5E7041);
        t.river = new Color(0x8CC3E0);
        t.riverBank = new Color(0x5E7E88);
        t.seam = new Color(0x5E7041);
        t.badgeFill = new Color(0xFFFDF5);
        t.badgeText = new Color(0x2D3319);
        t.badgeBorder = new Color(0x5E7041);
        t.cone = new Color(0x9A7458);
        t.coneShade = new Color(0x6B4C36);
        t.lava = new Color(0xE0451F);
        t.tileFill = new Color(0x4E403A);
        t.tileBorder = new Color(0x241C18);
        t.chipFill = new Color(0xE9B35A);
        t.chipText = new Color(0x2B1C05);
        t.chipBorder = new Color(0x6B4712);
        t.pieceHalo = new Color(255, 255, 255, 150);
        t.target = new Color(0xF29F05);
        t.selected = new Color(0xC2185B);
        t.hover = new Color(0x17324D);
        t.changed = new Color(0x0088CC);
        t.hint = new Color(0x8E44AD);
        return t;
    }

    private static BoardTheme dark() {
        BoardTheme t = new BoardTheme();
        t.name = "dark";
        t.dark = true;
        t.background = new Color(0x15181C);
        t.frame = new Color(0x262A31);
        t.trackCell = new Color(0x30353E);
        t.trackCellAlt = new Color(0x2A2F37);
        t.trackBeyondGoal = new Color(0x25282E);
        t.trackBorder = new Color(0x56606E);
        t.trackText = new Color(0xB9C1CC);
        t.mutationCell = new Color(0x285A52);
        t.mutationMark = new Color(0x9FE3D2);
        t.goalLine = new Color(0xF0A030);
        t.ocean = new Color[] {new Color(0x1C3A57), new Color(0x1A3754), new Color(0x1E3D5A), new Color(0x1B3956),
                new Color(0x1F4A5C)};
        t.oceanBorder = new Color(170, 205, 235, 150);
        t.oceanText = new Color(0x8DB4D4);
        t.shallows = new Color(0x24506A);
        t.land = new Color[] {new Color(0x566C3E), new Color(0x43582F), new Color(0x667549)};
        t.beach = new Color(0x7A7254);
        t.coast = new Color(0x1E2615);
        t.river = new Color(0x3A7FA6);
        t.riverBank = new Color(0x1C2A20);
        t.seam = new Color(0xC8D6A8);
        t.badgeFill = new Color(0x23281E);
        t.badgeText = new Color(0xEEF2E2);
        t.badgeBorder = new Color(0xA9B98A);
        t.cone = new Color(0x8A6A52);
        t.coneShade = new Color(0x4A3426);
        t.lava = new Color(0xFF5A2A);
        t.tileFill = new Color(0x3A302B);
        t.tileBorder = new Color(0x0E0B09);
        t.chipFill = new Color(0xE0A845);
        t.chipText = new Color(0x22160A);
        t.chipBorder = new Color(0xF6DA9A);
        t.pieceHalo = new Color(255, 255, 255, 120);
        t.target = new Color(0xFFB62E);
        t.selected = new Color(0xFF4F8B);
        t.hover = new Color(0xF2F6FA);
        t.changed = new Color(0x38B6F0);
        t.hint = new Color(0xC792EA);
        return t;
    }

    public String name() {
        return name;
    }

    public boolean isDark() {
        return dark;
    }

    /** Around the board where the component is not filled by it (letterbox). */
    public Color background() {
        return background;
    }

    /** The band under the scoring track. */
    public Color frame() {
        return frame;
    }

    public Color trackCell(int space) {
        return space % 2 == 0 ? trackCell : trackCellAlt;
    }

    public Color trackBeyondGoal() {
        return trackBeyondGoal;
    }

    public Color trackBorder() {
        return trackBorder;
    }

    public Color trackText() {
        return trackText;
    }

    public Color mutationCell() {
        return mutationCell;
    }

    public Color mutationMark() {
        return mutationMark;
    }

    public Color goalLine() {
        return goalLine;
    }

    /** The flat fill of an ocean (index 0..4). */
    public Color ocean(int ocean) {
        return this.ocean[ocean];
    }

    public Color oceanBorder() {
        return oceanBorder;
    }

    public Color oceanText() {
        return oceanText;
    }

    public Color shallows() {
        return shallows;
    }

    /** One of three land shades; neighbouring regions get different ones. */
    public Color land(int shade) {
        return land[Math.floorMod(shade, land.length)];
    }

    public Color beach() {
        return beach;
    }

    public Color coast() {
        return coast;
    }

    public Color river() {
        return river;
    }

    public Color riverBank() {
        return riverBank;
    }

    /** The faint line left where two merged areas meet. */
    public Color seam() {
        return seam;
    }

    public Color badgeFill() {
        return badgeFill;
    }

    public Color badgeText() {
        return badgeText;
    }

    public Color badgeBorder() {
        return badgeBorder;
    }

    public Color cone() {
        return cone;
    }

    public Color coneShade() {
        return coneShade;
    }

    public Color lava() {
        return lava;
    }

    public Color tileFill() {
        return tileFill;
    }

    public Color tileBorder() {
        return tileBorder;
    }

    public Color chipFill() {
        return chipFill;
    }

    public Color chipText() {
        return chipText;
    }

    public Color chipBorder() {
        return chipBorder;
    }

    /** A light rim drawn under the dark outline of pieces, so they stand out on dark ground too. */
    public Color pieceHalo() {
        return pieceHalo;
    }

    /** Outline of places the player may choose. */
    public Color target() {
        return target;
    }

    public Color selected() {
        return selected;
    }

    public Color hover() {
        return hover;
    }

    /** Places a hint suggests: violet, a colour no seat and no other mark uses. */
    public Color hint() {
        return hint;
    }

    /** Outline of places the last decision changed. */
    public Color changed() {
        return changed;
    }

    @Override
    public String toString() {
        return "BoardTheme[" + name + "]";
    }
}
