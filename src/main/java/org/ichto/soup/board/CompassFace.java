package org.ichto.soup.board;

/**
 * What one face of the die means on the compass: a direction, "the amoeba stays" or "the player
 * chooses one of the four directions". Exactly one of the three holds.
 */
public record CompassFace(Direction direction, boolean stays, boolean chooses) {

    public static CompassFace toward(Direction direction) {
        return new CompassFace(direction, false, false);
    }

    public static CompassFace stay() {
        return new CompassFace(null, true, false);
    }

    public static CompassFace choose() {
        return new CompassFace(null, false, true);
    }
}
