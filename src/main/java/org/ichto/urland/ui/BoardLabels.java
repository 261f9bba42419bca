package org.ichto.urland.ui;

import org.ichto.urland.board.Board;
import org.ichto.urland.ui.board.Labels;
import org.ichto.urland.ui.text.UrlandTexts;

/** The board's words (ocean names, tooltips, track spaces) in the player's language. */
public final class BoardLabels implements Labels {
    private final UrlandTexts texts;

    private BoardLabels(UrlandTexts texts) {
        this.texts = texts;
    }

    public static Labels of(UrlandTexts texts) {
        return new BoardLabels(texts);
    }

    @Override
    public String oceanName(Board board, int ocean) {
        return texts.ocean(ocean);
    }

    @Override
    public String area(int number) {
        return texts.format("board.area", number);
    }

    @Override
    public String region(int number, String members) {
        return texts.format("board.region", number, members);
    }

    @Override
    public String colour(String colour) {
        return texts.colour(colour);
    }

    @Override
    public String noIchtos() {
        return texts.get("board.noIchtos");
    }

    @Override
    public String trackSpace(int space) {
        return texts.format("board.space", space);
    }

    @Override
    public String mutationSpace() {
        return texts.get("board.mutation");
    }

    @Override
    public String goalSpace() {
        return texts.get("board.goal");
    }

    @Override
    public String chip(org.ichto.urland.rules.GameState.ChipLocation where) {
        return texts.get(where == null ? "board.chip.gone"
                : where == org.ichto.urland.rules.GameState.ChipLocation.SCORED ? "board.chip.scored" : "board.chip.open");
    }

    @Override
    public String oceanUse() {
        return texts.get("board.ocean.use");
    }

    @Override
    public String volcano(int area) {
        return texts.format("board.volcano", area);
    }

    @Override
    public String volcanoDormant(int area, int target) {
        return texts.format("board.volcano.dormant", area, target);
    }

    @Override
    public String volcanoErupted(int area, int target) {
        return texts.format("board.volcano.erupted", area, target);
    }
}
