package org.ichto.urland.rules;

/** Listens to what one apply makes happen (for the game log, the board's animations, statistics). */
@FunctionalInterface
public interface EventSink {
    EventSink NONE = e -> { };

    void accept(GameEvent event);
}
