package org.ichto.urland.ui.board;

/** Told when the player clicks a place on the board. */
@FunctionalInterface
public interface PlaceListener {
    /**
     * A place was clicked: an ocean (12..16) or a land region, named by its representative area (0..11), as
     * {@link org.ichto.urland.rules.GameState#regionOf} gives it.
     */
    void placeClicked(int place);
}
