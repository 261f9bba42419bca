package org.ichto.soup.rules;

/** Listens to what one apply makes happen (for the game log, the board's animations, statistics). */
@FunctionalInterface
public interface SoupEventSink {
    SoupEventSink NONE = e -> { };

    void accept(SoupEvent event);
}
