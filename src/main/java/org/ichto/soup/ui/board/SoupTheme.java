package org.ichto.soup.ui.board;

import java.awt.Color;

/**
 * The board's palette: {@link #LIGHT}, warm water on a sand-coloured table, and {@link #DARK}, the same
 * board at night for a dark window. The players' colours are not part of it ({@link SoupStyle}).
 *
 * @param background   the table around the board
 * @param ladderCell   a ladder space
 * @param ladderFifth  every fifth ladder space, to count by
 * @param ladderStart  the start spaces
 * @param finish       the dark finish zone
 * @param finishText   numbers in the finish zone
 * @param ladderBorder the lines between ladder spaces
 * @param ladderText   the ladder's numbers
 * @param waterLight   the soup's water where the light falls
 * @param waterDeep    the soup's water in its depth
 * @param spaceBorder  the rim of a space of the soup
 * @param spaceLabel   a space's number
 * @param shore        what is not soup: the board's rocks and sand
 * @param shoreLine    the shore's edge
 * @param island       the island in the middle
 * @param islandInk    the compass drawn on it
 * @param drift        the current's arrow
 * @param card         an environment card
 * @param cardText     the text on it
 * @param panelText    words on the board beside the soup
 * @param damage       a damage point
 * @param target       a place a click can use
 * @param selected     the place chosen so far, the amoeba to act
 * @param hover        the place under the mouse
 * @param changed      what the last decisions changed
 * @param hint         the hint's suggestion
 */
public record SoupTheme(String name, boolean dark, Color background, Color ladderCell, Color ladderFifth,
                        Color ladderStart, Color finish, Color finishText, Color ladderBorder, Color ladderText,
                        Color waterLight, Color waterDeep, Color spaceBorder, Color spaceLabel, Color shore,
                        Color shoreLine, Color island, Color islandInk, Color drift, Color card, Color cardText,
                        Color panelText, Color damage, Color target, Color selected, Color hover, Color changed,
                        Color hint) {

    public static final SoupTheme LIGHT = new SoupTheme("light", false,
            new Color(0xE9E1CE), new Color(0xF8F1DF), new Color(0xEFE3C4), new Color(0xCFE8D2),
            new Color(0x4A3A5E), new Color(0xEDE4F7), new Color(0xA69674), new Color(0x5A4A2C),
            new Color(0xB8E2DE), new Color(0x6FB6BE), new Color(255, 255, 255, 190), new Color(0x2F5F66),
            new Color(0xDCCDA5), new Color(0xB59F6E), new Color(0xE9D9A6), new Color(0x5C4A2E),
            new Color(0x1D6FA5), new Color(0xFFFCF2), new Color(0x33281A), new Color(0x4A3D26),
            new Color(0xB3261E), new Color(0xF29F05), new Color(0xC2185B), new Color(0x17324D),
            new Color(0x0088CC), new Color(0x1E8E3E));

    public static final SoupTheme DARK = new SoupTheme("dark", true,
            new Color(0x15181C), new Color(0x30353E), new Color(0x3A404A), new Color(0x2C4A3A),
            new Color(0x120C1C), new Color(0xC9B8E6), new Color(0x56606E), new Color(0xB9C1CC),
            new Color(0x22596A), new Color(0x0F3340), new Color(150, 210, 220, 120), new Color(0x9CCBD3),
            new Color(0x2C2A25), new Color(0x4E4636), new Color(0x5A5038), new Color(0xF0E2BE),
            new Color(0x6CC4FF), new Color(0x2A2E35), new Color(0xE8ECF2), new Color(0xC8CFD8),
            new Color(0xFF6B5E), new Color(0xFFB62E), new Color(0xFF4F8B), new Color(0xF2F6FA),
            new Color(0x38B6F0), new Color(0x5FD27A));
}
