package org.ichto.shell.session;


import java.util.Objects;

/**
 * One event of the game log, tagged with the decision that made it happen.
 *
 * @param decision the index of the decision in the game (from 0)
 * @param event    what happened; public facts only
 */
public record LoggedEvent<E>(int decision, E event) {
    public LoggedEvent {
        Objects.requireNonNull(event, "event");
    }
}
