package org.ichto.toy;

/** What a decision made happen, for logs and the session's event list. */
public sealed interface NimEvent {
    record Took(int seat, int count, int left) implements NimEvent {
    }

    /** A joker was played: its value is public from now on. */
    record JokerPlayed(int seat, int value, int left) implements NimEvent {
    }

    /** The seat took the last counter of pile {@code pile} (from 1) and scores a point. */
    record PileEmptied(int seat, int pile) implements NimEvent {
    }

    /** The next pile was drawn from the game's generator. */
    record NewPile(int pile, int size) implements NimEvent {
    }
}
