interface ErrorListProps {
  messages: readonly string[];
}

/** spec 01 §8: all the messages of a refused change, announced as one alert. */
export function ErrorList({ messages }: ErrorListProps) {
  return (
    <div role="alert" className="form__error">
      <ul className="onboarding-errors">
        {messages.map((message, index) => (
          <li key={`${index}-${message}`}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
