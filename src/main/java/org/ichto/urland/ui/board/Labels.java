package org.ichto.urland.ui.board;

import org.ichto.urland.board.Board;

import java.util.function.Function;

/**
 * The words the board shows, so that the window can pass its own language. Every method has an English default
 * taken from the board file; {@link #from} builds labels from a text lookup.
 */
public interface Labels {
    /** English, with the ocean names of the board file. */
    Labels DEFAULT = new Labels() {
    };

    /** The name written in an ocean (index 0..4); by default the board file's name, e.g. "Inner Sea". */
    default String oceanName(Board board, int ocean) {
        return board.oceanName(ocean);
    }

    /** A single land area in a tooltip, e.g. "Area 7". */
    default String area(int number) {
        return "Area " + number;
    }

    /** A merged region in a tooltip, e.g. "Region 10 (areas 10, 11)". */
    default String region(int number, String members) {
        return "Region " + number + " (areas " + members + ")";
    }

    /** A colour name in a tooltip, e.g. "red". */
    default String colour(String colour) {
        return colour;
    }

    /** Said of a place nobody occupies. */
    default String noIchtos() {
        return "no Ichtos";
    }

    /** A space of the scoring track in a tooltip, e.g. "Space 16". */
    default String trackSpace(int space) {
        return "Space " + space;
    }

    /** Said of a space that opens a mutation phase. */
    default String mutationSpace() {
        return "mutation";
    }

    /** Said of the goal space. */
    default String goalSpace() {
        return "goal";
    }

    /** What an area's chip says now: scored this epoch, still to be scored, or gone with its volcano. */
    default String chip(org.ichto.urland.rules.GameState.ChipLocation where) {
        return where == null ? "Its volcano has erupted: it is no longer scored."
                : where == org.ichto.urland.rules.GameState.ChipLocation.SCORED
                ? "Scored this epoch: its chip lies on the volcano." : "Not scored yet this epoch.";
    }

    /** A volcano in a tooltip, e.g. "Volcano of area 7". */
    default String volcano(int area) {
        return "Volcano of area " + area;
    }

    /** What a volcano that has not erupted does. */
    default String volcanoDormant(int area, int target) {
        return "If area " + area + " is one of the last two areas of an epoch, this volcano erupts: area " + area
                + " joins area " + target + " and the new region keeps only one Ichto of each colour.";
    }

    /** What an erupted volcano did. */
    default String volcanoErupted(int area, int target) {
        return "Erupted: area " + area + " and area " + target + " are one region now.";
    }

    /** What an ocean is for. */
    default String oceanUse() {
        return "Ichtos breed here, swim on to the next ocean and land on the bordering areas.";
    }

    /**
     * Labels from a text lookup; a key the lookup does not know (it returns null or the key itself) keeps the
     * default. Keys: {@code board.ocean.O1} .. {@code board.ocean.O5}; {@code board.area} ("Area {0}");
     * {@code board.region} ("Region {0} (areas {1})"); {@code board.colour.red} and the other colours;
     * {@code board.noIchtos}; {@code board.space} ("Space {0}"); {@code board.mutation}; {@code board.goal}.
     */
    static Labels from(Function<String, String> text) {
        return new Labels() {
            private String look(String key) {
                String v = text.apply(key);
                return v == null || v.equals(key) ? null : v;
            }

            @Override
            public String oceanName(Board board, int ocean) {
                String v = look("board.ocean." + board.oceanId(ocean));
                return v != null ? v : Labels.DEFAULT.oceanName(board, ocean);
            }

            @Override
            public String area(int number) {
                String v = look("board.area");
                return v != null ? v.replace("{0}", Integer.toString(number)) : Labels.DEFAULT.area(number);
            }

            @Override
            public String region(int number, String members) {
                String v = look("board.region");
                return v != null ? v.replace("{0}", Integer.toString(number)).replace("{1}", members)
                        : Labels.DEFAULT.region(number, members);
            }

            @Override
            public String colour(String colour) {
                String v = look("board.colour." + colour);
                return v != null ? v : colour;
            }

            @Override
            public String noIchtos() {
                String v = look("board.noIchtos");
                return v != null ? v : Labels.DEFAULT.noIchtos();
            }

            @Override
            public String trackSpace(int space) {
                String v = look("board.space");
                return v != null ? v.replace("{0}", Integer.toString(space)) : Labels.DEFAULT.trackSpace(space);
            }

            @Override
            public String mutationSpace() {
                String v = look("board.mutation");
                return v != null ? v : Labels.DEFAULT.mutationSpace();
            }

            @Override
            public String goalSpace() {
                String v = look("board.goal");
                return v != null ? v : Labels.DEFAULT.goalSpace();
            }
        };
    }
}
