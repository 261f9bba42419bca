package org.ichto.soup.board;

/** An environment card: the ozone layer thickness and the drift direction, null on the card without drift. */
public record EnvironmentCard(int ozone, Direction drift) {

    public boolean hasDrift() {
        return drift != null;
    }
}
